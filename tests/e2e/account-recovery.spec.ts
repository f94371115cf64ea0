// Getting back in and confirming the address, end to end (docs/product.md#accounts): the mails are
// real, sent over SMTP to the server start-server.ts runs, and read back through the `mailbox`.
import { createUserWithSession } from '../../src/server/test/users'
import { E2E_AUTH_SECRET } from './support/e2e-env'
import { expect, test } from './support/fixtures'

type Page = import('@playwright/test').Page
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })

test('forgot password: the mailed link sets a new password and signs in', async ({
  page,
  db,
  mailbox,
}) => {
  // An account with a password, not signed in on this browser.
  const user = await createUserWithSession(db, E2E_AUTH_SECRET, { name: 'Kavya Rao' })

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await field(page, 'Email').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()

  const mail = await mailbox.waitFor(user.email, 'Reset your CourseCompass password')
  const link = mail.links.find((l) => l.includes('/reset-password?token='))!
  expect(link).toBeDefined()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await field(page, 'New password').fill('Monsoon2025Pune')
  await field(page, 'Type the new password again').fill('Monsoon2025Pune')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
  // Signed in, with the new password.
  await expect(page.getByRole('banner').getByText('Kavya Rao')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('banner').getByText('Kavya Rao')).toBeVisible()

  await mailbox.waitFor(user.email, 'Your CourseCompass password was changed')

  // The link worked once.
  await page.goto(link)
  await field(page, 'New password').fill('Another2025Goa')
  await field(page, 'Type the new password again').fill('Another2025Goa')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Ask for a new link' }),
  ).toBeVisible()
})

test('sign-up: the mailed link confirms the address', async ({ page, mailbox }) => {
  const email = `meera.${Date.now()}@example.in`
  await page.goto('/sign-in')
  await page.getByRole('button', { name: /Sign Up/ }).click()
  await field(page, 'Full Name').fill('Meera Iyer')
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill('Chennai2024Sea')
  await page.getByRole('main').locator('form').getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // Not confirmed yet: the site works, and a notice asks.
  const notice = page.getByRole('complementary', { name: 'Please confirm your email address' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(email)

  const mail = await mailbox.waitFor(email, 'Confirm your email address for CourseCompass')
  const link = mail.links.find((l) => l.includes('/verify-email?token='))!
  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address confirmed' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Continue to courses' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('banner').getByText('Meera Iyer')).toBeVisible()
  await expect(notice).toHaveCount(0)
})
