// The site in Hindi (docs/product.md#languages): the switch, the choice kept across reloads and
// pages, and pages opened later in the app arriving in Hindi too.
import { expect, test } from './support/fixtures'

/** Words of the English interface that must not be left on a page shown in Hindi. */
const ENGLISH_UI =
  /\b(Home|Courses|Community|Sign In|Search courses|Filters|Create Post|Newest|Popular|Community Posts)\b/

test('switching to हिन्दी shows the site in Hindi, keeps it, and switches back', async ({
  page,
}) => {
  await page.goto('/all-courses')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(page.getByRole('heading', { level: 1, name: 'सभी कोर्स' })).toBeVisible()
  await expect(page).toHaveTitle(/सभी कोर्स/)
  await expect(page).toHaveURL(/\/all-courses$/)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'सभी कोर्स' })).toBeVisible()

  // A page opened in the app brings its own Hindi texts.
  await page.getByRole('banner').getByRole('link', { name: 'कम्युनिटी' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'कम्युनिटी' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'कम्युनिटी पोस्ट' })).toBeVisible()
  expect(await page.getByRole('main').innerText()).not.toMatch(ENGLISH_UI)
  expect(await page.getByRole('banner').innerText()).not.toMatch(ENGLISH_UI)

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible()
})

test('a first visit from a browser that prefers Hindi is in Hindi', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'hi-IN' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible()
  await context.close()
})

test.describe('the main journeys in Hindi', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cc_lang', value: 'hi', url: baseURL! }])
  })

  /** No English interface words on the page's main region and header. */
  async function expectNoEnglishUi(page: import('@playwright/test').Page) {
    expect(await page.getByRole('main').innerText()).not.toMatch(ENGLISH_UI)
    expect(await page.getByRole('banner').innerText()).not.toMatch(ENGLISH_UI)
  }

  test('sign up, search, review and post, all in Hindi', async ({ page }) => {
    const main = page.getByRole('main')
    await page.goto('/sign-in')
    await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible()
    await main.getByRole('button', { name: /साइन अप/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible()
    await main.getByLabel('पूरा नाम', { exact: true }).fill('Meera Joshi')
    await main.getByLabel('ईमेल', { exact: true }).fill(`meera.${Date.now()}@example.in`)
    await main.getByLabel('पासवर्ड', { exact: true }).fill('short')
    await main.locator('form').getByRole('button', { name: 'साइन अप' }).click()
    // The password rule, in Hindi.
    await expect(main.getByRole('alert')).toContainText('पासवर्ड')
    await main.getByLabel('पासवर्ड', { exact: true }).fill('Pune2024River')
    await main.locator('form').getByRole('button', { name: 'साइन अप' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('banner').getByText('Meera Joshi')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

    await page.goto('/all-courses')
    await main.getByLabel('कोर्स खोजें', { exact: true }).fill('react')
    await expect(page).toHaveURL(/q=react/)
    await expect(main.getByText(/कोर्स मिल/).first()).toBeVisible()
    await expectNoEnglishUi(page)

    await main.getByRole('link', { name: 'विवरण देखें' }).first().click()
    await expect(page).toHaveURL(/\/home\/[0-9a-f-]{36}\//)
    await main.getByLabel('आपका रिव्यू', { exact: true }).fill('बहुत अच्छा कोर्स, प्रोजेक्ट काम के हैं।')
    await main.getByRole('button', { name: 'सबमिट करें' }).click()
    await expect(main.getByText('रिव्यू सबमिट हो गया।')).toBeVisible()
    await expectNoEnglishUi(page)

    await page.getByRole('banner').getByRole('link', { name: 'कम्युनिटी' }).click()
    await main.getByLabel('शीर्षक', { exact: true }).fill('SSC की तैयारी कैसे शुरू करें?')
    await main.getByLabel('विवरण', { exact: true }).fill('कौन-सा कोर्स सबसे अच्छा रहा?')
    await main.getByRole('textbox', { name: 'टैग', exact: true }).fill('ssc')
    await main.getByRole('button', { name: 'पोस्ट करें' }).click()
    await expect(main.getByText('पोस्ट पब्लिश हो गई!')).toBeVisible()
    const post = main
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'SSC की तैयारी कैसे शुरू करें?' }) })
    await expect(post).toContainText('अभी-अभी')
    await expectNoEnglishUi(page)
  })
})

test('a recommendation asked on a Hindi page answers in Hindi', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cc_lang', value: 'hi', url: baseURL! }])
  const { items } = await (await page.request.get('/api/courses?pageSize=2&sort=rating')).json()
  const ids = (items as { courseId: string }[]).map((c) => c.courseId)
  await page.goto(`/course-comparison?courses=${ids.join(',')}`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const main = page.getByRole('main')
  await main.getByLabel('अनुभव', { exact: true }).fill('बिल्कुल नया हूँ')
  await main.getByLabel('सीखने का तरीका', { exact: true }).fill('हिंदी में वीडियो')
  await main.getByLabel('लक्ष्य', { exact: true }).fill('कम बजट में वेब डेवलपर बनना')
  await main.getByRole('button', { name: 'कोर्स के सुझाव पाएं' }).click()
  const answer = main
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'कोर्स के सुझाव' }) })
  await expect(answer.getByText('निष्कर्ष:', { exact: true })).toBeVisible()
  await expect(answer).toContainText('ऑफ़लाइन सुझाव')
  await expect(answer).toContainText('पर रेटिंग')
  await expect(answer).not.toContainText(/Conclusion|Rated|taught in/)
})
