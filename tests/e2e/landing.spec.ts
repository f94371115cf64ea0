import { expect, test } from '@playwright/test'

test.describe('landing page', () => {
  test('has the landmarks, the Explore Courses block and the footer of the spec', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Your Compass to Quality Learning.')
    await expect(footer).toContainText('2024')
    await expect(page.getByRole('heading', { name: 'Explore Courses' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Topics' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible()
    // IT Courses is not a link (as the spec says); Govt Exam Courses is.
    await expect(page.getByRole('link', { name: /IT Courses/ })).toHaveCount(0)
    await page.getByRole('link', { name: /Govt Exam Courses/ }).click()
    await expect(page).toHaveURL(/\/govt-exam-courses$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Government Exam Courses' }),
    ).toBeVisible()
  })

  test('rotates the hero through 3 slides every 5 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/home')
    const current = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(3)
    const first = await current.getAttribute('aria-label')
    await page.clock.runFor(5100)
    await expect(current).not.toHaveAttribute('aria-label', first!)
    const second = await current.getAttribute('aria-label')
    await page.clock.runFor(5100)
    await expect(current).not.toHaveAttribute('aria-label', second!)
    await page.clock.runFor(5100)
    await expect(current).toHaveAttribute('aria-label', first!)
  })
})

test('unknown pages show a not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL(/\/(home)?$/)
})

test('the terms page has nine sections, last updated 09-11-2024', async ({ page }) => {
  await page.goto('/termsAndConditions')
  await expect(page.getByRole('main')).toContainText('09-11-2024')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9)
})
