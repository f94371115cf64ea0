// Pages arrive rendered: they hydrate in Chromium without any difference from the server's HTML, and
// a visitor without JavaScript can read them and find a course.
import type { Browser, Page } from '@playwright/test'
import { createUserWithSession } from '../../src/server/test/users'
import { E2E_AUTH_SECRET } from './support/e2e-env'
import { expect, test } from './support/fixtures'

/** Everything the page reports that a hydration difference or a broken page would report. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const text = message.text()
    // The document of a not-found page is itself a 404: Chromium logs the status.
    if (text.startsWith('Failed to load resource: the server responded with a status of 404'))
      return
    problems.push(`${message.type()}: ${text}`)
  })
  return problems
}

test.describe('server-rendered pages', () => {
  test('every public page hydrates without a hydration error or any console error', async ({
    page,
    request,
  }) => {
    const { items } = await (await request.get('/api/courses?pageSize=2')).json()
    const [a, b] = items as { courseId: string }[]
    const problems = watchConsole(page)
    for (const url of [
      '/',
      '/all-courses',
      '/all-courses?category=Web%20Development&sort=price-asc',
      '/govt-exam-courses',
      `/home/${a!.courseId}/x`,
      '/community',
      `/course-comparison?courses=${a!.courseId},${b!.courseId}`,
      '/contact-us',
      '/termsAndConditions',
      '/sign-in',
      '/no/such/page',
      '/home/00000000-0000-4000-8000-000000000000/x',
    ]) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(
        url.includes('no/such') || url.includes('0000-4000') ? 404 : 200,
      )
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(problems, url).toEqual([])
    }
  })

  test('after hydration the page works as before: a filter applies without a reload', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto('/all-courses')
    await page.waitForLoadState('networkidle')
    // A mark on the window survives a client-side navigation, not a reload.
    await page.evaluate(() => Object.assign(window, { hydratedPage: true }))
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/sort=price-asc/)
    expect(await page.evaluate(() => 'hydratedPage' in window)).toBe(true)
    expect(problems).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor reads the catalogue, searches it and opens a course with its reviews', async ({
    page,
  }) => {
    await page.goto('/all-courses')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    const searchBox = page.getByRole('searchbox', { name: /Search/ })
    await searchBox.fill('python')
    await searchBox.press('Enter')
    await expect(page).toHaveURL(/[?&]q=python/)
    await expect(cards.first()).toContainText(/python/i)

    const name = await cards.first().getByRole('heading').textContent()
    await cards
      .first()
      .getByRole('link', { name: /View Details/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  })

  test('a visitor filters the catalogue with the form and pages through it with links', async ({
    page,
    request,
  }) => {
    const all = await (await request.get('/api/courses?pageSize=1')).json()
    const category = all.facets.category[0].value as string
    await page.goto('/all-courses')
    await page.getByLabel('Category').selectOption(category)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(
      new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`),
    )
    const filtered = await (
      await request.get(`/api/courses?pageSize=1&category=${encodeURIComponent(category)}`)
    ).json()
    await expect(page.getByText(`Showing ${Math.min(24, filtered.total)} of`)).toBeVisible()

    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).not.toHaveURL(/category=/)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(24)
    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(cards).toHaveCount(Math.min(48, all.total))
  })
})

test.describe('without JavaScript, the header', () => {
  test.use({ javaScriptEnabled: false })

  test('offers Sign In and searches the catalogue', async ({ page }) => {
    await page.goto('/community')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
    const search = page.getByRole('banner').getByRole('combobox')
    await search.fill('react')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/all-courses\?q=react$/)
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/react/i)
  })
})

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the filters sit in the page (the sheet needs JavaScript) with Apply filters', async ({
    page,
  }) => {
    await page.goto('/all-courses')
    await expect(page.getByLabel('Category')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
  })
})

test.describe('a signed-in visitor', () => {
  test('sees their own state arrive after hydration without the page shifting', async ({
    page,
    signIn,
    request,
  }) => {
    const { items } = await (await request.get('/api/courses?pageSize=1')).json()
    await signIn({ name: 'Meera' })
    for (const url of ['/all-courses', `/home/${items[0].courseId}/x`, '/community']) {
      await page.goto(url)
      await expect(page.getByRole('button', { name: /Meera/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number
                hadRecentInput: boolean
              })[]) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 200)
          }),
      )
      expect(shift, url).toBeLessThanOrEqual(0.02)
    }
  })
})

/**
 * A slow phone's page: a browser context of its own (the fixtures' goto waits for hydration, and
 * this page is used before it), whose app script arrives only when `release` is called
 * (docs/decisions/040-input-typed-before-hydration.md).
 */
async function pageWithScriptHeldBack(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/index-*.js', async (route) => {
    await released
    await route.continue()
  })
  return { page, release, close: () => context.close() }
}

test("what a slow phone's visitor types before the page's script runs is what the page uses", async ({
  browser,
  baseURL,
}) => {
  const { page, release, close } = await pageWithScriptHeldBack(browser, baseURL)
  await page.goto('/course-comparison', { waitUntil: 'commit' })
  const goals = page.getByLabel('Goals')
  await goals.fill('A front-end developer job in 6 months, with a certificate')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByText('What we understood')).toBeVisible()
  await expect(page.getByText(/Goal: a front-end job in 6 months/)).toBeVisible()
  await expect(goals).toHaveValue('A front-end developer job in 6 months, with a certificate')
  await close()
})

test('a sign-in sent before the page hydrated is held, never put in the address, and sent once the app runs', async ({
  browser,
  baseURL,
  db,
}) => {
  const user = await createUserWithSession(db, E2E_AUTH_SECRET, { name: 'Early Bird' })
  const { page, release, close } = await pageWithScriptHeldBack(browser, baseURL)
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  await page.goto('/sign-in', { waitUntil: 'commit' })
  const main = page.getByRole('main')
  await main.getByLabel('Email', { exact: true }).fill(user.email)
  await main.getByLabel('Password', { exact: true }).fill(user.password)
  await main.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/sign-in$/)
  // The held form's button shows it is waiting.
  await expect(main.locator('form')).toHaveAttribute('data-held', '')
  await expect(main.locator('form').getByRole('button', { name: 'Sign In' })).toHaveCSS(
    'opacity',
    '0.7',
  )

  release()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('banner').getByText('Early Bird')).toBeVisible()
  expect(
    addresses.filter((address) => /[?&]password=/.test(address) || address.includes(user.password)),
  ).toEqual([])
  await close()
})
