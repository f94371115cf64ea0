import { expect, test } from './support/fixtures'

test('the theme starts light, toggles to dark and stays dark after a reload', async ({ page }) => {
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/dark/)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /dark mode/i })
    .first()
    .click()
  await expect(html).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(html).toHaveClass(/dark/)
})

test('the stored theme applies before the app script runs (no flash of light)', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the app never hydrates here, so the page must not wait for it.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  // Without the app's JavaScript, only the tiny theme script in <head> can set the class.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await context.close()
})
