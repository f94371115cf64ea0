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
