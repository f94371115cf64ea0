import { expect, test } from './support/fixtures'

test.describe('landing page', () => {
  test('has the landmarks, the Explore Courses block and the footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Your Compass to Quality Learning.')
    await expect(footer).toContainText('2024')
    await expect(page.getByRole('heading', { name: 'Explore Courses' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Topics' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible()
    // Each track card opens its catalogue.
    await expect(page.getByRole('link', { name: 'IT Courses', exact: true })).toHaveAttribute(
      'href',
      '/all-courses?track=it',
    )
    await page.getByRole('link', { name: 'Govt Exam Courses', exact: true }).click()
    await expect(page).toHaveURL(/\/govt-exam-courses$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Government Exam Courses' }),
    ).toBeVisible()
  })

  test('the IT Courses card opens the catalogue of IT courses', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'IT Courses', exact: true }).click()
    await expect(page).toHaveURL(/\/all-courses\?track=it$/)
    await expect(page.getByLabel('Track', { exact: true })).toHaveValue('it')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  })

  test('a Featured Topics tag is a link a keyboard can follow to its search', async ({ page }) => {
    await page.goto('/')
    const topics = page.getByRole('region', { name: 'Featured Topics' })
    // The banner draws its tags twice for the scrolling loop; the copy is hidden.
    const react = topics.getByRole('link', { name: 'React', exact: true })
    await expect(react).toHaveCount(1)
    await expect(react).toHaveAttribute('href', '/all-courses?q=React')
    // Focus stops the banner; Enter follows the link (a click would wait for the moving tag).
    await react.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/all-courses\?q=React$/)
    await expect(page.getByRole('main').getByLabel('Search courses')).toHaveValue('React')
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
