// Moving between pages in the browser (docs/decisions/020-small-router.md): the old page stays, with
// a progress bar, until the next page's code has loaded; a new page starts at the top; back comes
// back to where the page was left.
import { expect, test } from '@playwright/test'

test('a course opened from the catalogue loads behind the old page, starts at the top, and back restores the catalogue where it was', async ({
  page,
}) => {
  await page.goto('/all-courses')
  await page.waitForLoadState('networkidle')
  // The course page's code answers slowly, so the wait can be seen.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/course-detail-*.js', async (route) => {
    await released
    await route.continue()
  })

  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.nth(5)).toBeVisible()
  await cards.nth(5).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  const catalogueScroll = await page.evaluate(() => window.scrollY)
  expect(catalogueScroll).toBeGreaterThan(300)
  const courseName = (await cards.nth(5).getByRole('heading').textContent())!.trim()

  await cards.nth(5).getByRole('link').click()
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(catalogueScroll)
})
