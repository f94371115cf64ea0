import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone the menu slides in with the links and closes with Escape', async ({ page }) => {
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Open menu' })
  await expect(open).toBeVisible()
  await open.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await open.click()
  await menu.getByRole('link', { name: 'Community' }).click()
  await expect(page).toHaveURL(/\/community$/)
  await expect(menu).toBeHidden()
})

test('on a phone the catalogue shows one card per row without horizontal scrolling', async ({
  page,
}) => {
  await page.goto('/all-courses')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.nth(1)).toBeVisible()
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
