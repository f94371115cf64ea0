// The account page end to end (docs/product.md#account-page): a person signs up, renames
// themselves, sees the second browser they signed in with and signs it out, downloads their data,
// and deletes the account; their review stays, by 'Deleted user'.
import fs from 'node:fs'
import { expect, test } from './support/fixtures'

type Page = import('@playwright/test').Page
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })

test('an account: rename, sessions, download, delete', async ({ page, browser, baseURL }) => {
  const email = `meera.${Date.now()}@example.in`
  const password = 'Pune2024Monsoon'

  // Sign up on the sign-in page.
  await page.goto('/sign-in')
  await page.getByRole('button', { name: /Sign Up/ }).click()
  await field(page, 'Full Name').fill('Meera Iyer')
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('main').locator('form').getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // A review of theirs, to see what becomes of it.
  const { items } = await (await page.request.get('/api/courses?pageSize=1&sort=rating')).json()
  const course = items[0] as { courseId: string; courseName: string }
  await page.goto(`/home/${course.courseId}/x`)
  const reviewBox = page.getByRole('region', { name: 'Write a Review' })
  await reviewBox.getByLabel('Your review', { exact: true }).fill('Meera thinks the labs are great.')
  await reviewBox.getByRole('button', { name: 'Submit' }).click()
  await expect(reviewBox.getByText('Review submitted successfully.')).toBeVisible()

  // The account page, from the header's account menu.
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Meera Iyer' }).click()
  await header.getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()

  // Rename: the header follows.
  const profile = page.getByRole('region', { name: 'Profile' })
  await expect(profile).toContainText(email)
  await profile.getByLabel('Full Name').fill('Meera K. Iyer')
  await profile.getByRole('button', { name: 'Save name' }).click()
  await expect(profile.getByText('Your name was saved.')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Meera K. Iyer' })).toBeVisible()

  // A second browser signs in (a phone): two sessions, this one marked.
  const phone = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  })
  const signedIn = await phone.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL! },
  })
  expect(signedIn.ok()).toBe(true)
  expect((await (await phone.request.get('/api/me')).json()).user.email).toBe(email)

  await page.reload()
  const devices = page.getByRole('list', { name: 'Signed-in devices' })
  await expect(devices.getByRole('listitem')).toHaveCount(2)
  await expect(devices.getByRole('listitem').first()).toContainText('This device')
  await expect(devices).toContainText('Chrome on Android')

  // Sign the phone out: its next request is signed out.
  await page.getByRole('button', { name: 'Sign out Chrome on Android' }).click()
  await expect(page.getByText('That session was signed out.')).toBeVisible()
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  expect((await (await phone.request.get('/api/me')).json()).user).toBeNull()
  await phone.close()

  // Download my data: one JSON file of this account.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^coursecompass-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
  expect(data.account).toMatchObject({ email, name: 'Meera K. Iyer' })
  expect(data.reviews).toEqual([
    expect.objectContaining({
      courseId: course.courseId,
      text: 'Meera thinks the labs are great.',
    }),
  ])

  // Delete the account with the password: signed out, on the home page, which says so.
  const danger = page.getByRole('region', { name: 'Delete account' })
  await danger.getByRole('button', { name: 'Delete my account' }).click()
  await danger.getByLabel('Password', { exact: true }).fill(password)
  await danger.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByText('Your account was deleted. Thank you for learning with CourseCompass.'),
  ).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull()

  // Their review stays, by 'Deleted user'.
  await page.goto(`/home/${course.courseId}/x`)
  const review = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Meera thinks the labs are great.' })
  await expect(review).toContainText('Deleted user')
  await expect(review).not.toContainText('Meera K. Iyer')
})
