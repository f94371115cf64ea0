import { authThrottle } from '../../src/server/db/schema'
import { signInAccountKey } from '../../src/server/http/throttle'
import { expect, test } from './support/fixtures'

type Page = import('@playwright/test').Page
const form = (page: Page) => page.getByRole('main').locator('form')
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })
/** The header's account menu (the display name) opened, to reach My Courses and Logout. */
async function accountMenu(page: Page, name: string) {
  const header = page.getByRole('banner')
  await header.getByRole('button', { name }).click()
  return header
}

test.describe('sign-in page', () => {
  test('signs up, shows the name in the header, and logs out to /sign-in', async ({ page }) => {
    await page.goto('/sign-in')
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible()
    for (const card of ['Diverse Courses', 'Community Support', 'AI Support']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible()
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Explore Courses' }),
    ).toHaveAttribute('href', '/home')
    await expect(field(page, 'Full Name')).toHaveCount(0)
    await page.getByRole('button', { name: /Sign Up/ }).click()
    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible()

    await field(page, 'Full Name').fill('Priya Nair')
    await field(page, 'Email').fill(`priya.${Date.now()}@example.in`)
    await field(page, 'Password').fill('Chennai2024Sea')
    await form(page).getByRole('button', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/home$/)
    const header = page.getByRole('banner')
    await expect(header.getByText('Priya Nair')).toBeVisible()

    // The session survives a reload.
    await page.reload()
    await expect(header.getByText('Priya Nair')).toBeVisible()

    await (await accountMenu(page, 'Priya Nair')).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('checks the email first, then the password, in a dismissible red box', async ({ page }) => {
    await page.goto('/sign-in')
    await field(page, 'Email').fill('not-an-email')
    await field(page, 'Password').fill('weak')
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Email ID is not valid')

    await field(page, 'Email').fill('asha@example.in')
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(alert).toContainText(
      'Password must contain at least 8 characters, including uppercase, lowercase, numbers and special characters',
    )
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)

    // Toggling the mode clears the error.
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await page.getByRole('button', { name: /Sign Up/ }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test("says 'Invalid email or password' for a wrong password", async ({
    page,
    signIn,
    context,
  }) => {
    const user = await signIn()
    await context.clearCookies()
    await page.goto('/sign-in')
    await field(page, 'Email').fill(user.email)
    await field(page, 'Password').fill('Wrong-Password-1')
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid email or password')

    await field(page, 'Password').fill(user.password)
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('banner').getByText(user.name)).toBeVisible()
  })
})

test.describe('bookmarks and favourites', () => {
  test('are kept with the account across reloads and listed in My Courses', async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Kiran Rao' })
    const { items } = await (await page.request.get('/api/courses?pageSize=1&sort=rating')).json()
    const course = items[0]
    await page.goto(`/home/${course.courseId}/x`)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Bookmark', exact: true }).click()
    await expect(main.getByRole('button', { name: 'Bookmarked' })).toBeVisible()
    await main.getByRole('button', { name: 'Favorite', exact: true }).click()
    await expect(main.getByRole('button', { name: 'Favorited' })).toBeVisible()

    await page.reload()
    await expect(main.getByRole('button', { name: 'Bookmarked' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Favorited' })).toBeVisible()

    await (await accountMenu(page, 'Kiran Rao')).getByRole('link', { name: 'My Courses' }).click()
    await expect(page).toHaveURL(/\/my-courses$/)
    await expect(
      page.getByRole('main').getByRole('heading', { name: course.courseName }),
    ).toHaveCount(2)

    // Removing it again.
    await page.goto(`/home/${course.courseId}/x`)
    await main.getByRole('button', { name: 'Bookmarked' }).click()
    await expect(main.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible()
    await page.reload()
    await expect(main.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible()
  })
})

test('wrong passwords do not lock the owner out; a locked account is got past with a reset (decision 028)', async ({
  page,
  signIn,
  context,
  db,
  mailbox,
}) => {
  const user = await signIn()
  await context.clearCookies()
  await page.goto('/sign-in')
  await field(page, 'Email').fill(user.email)
  // Five wrong passwords (the old limit) are just wrong; the right one still signs in.
  for (let i = 0; i < 5; i++) {
    await field(page, 'Password').fill(`Wrong-Password-${i}`)
    await form(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid email or password')
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click()
  }
  await field(page, 'Password').fill(user.password)
  await form(page).getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await context.clearCookies()

  // 50 failures within the hour from many addresses, as the throttle keeps them: the account is
  // locked, and the message names the way out.
  await db.insert(authThrottle).values({
    key: signInAccountKey(user.email),
    failures: 50,
    windowStartedAt: new Date(),
    lockedUntil: new Date(Date.now() + 60 * 60 * 1000),
  })
  await page.goto('/sign-in')
  await field(page, 'Email').fill(user.email)
  await field(page, 'Password').fill(user.password)
  await form(page).getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Too many failed sign-in attempts for this account. Please wait an hour, or reset your password to sign in now.',
  )
  await expect(page).toHaveURL(/\/sign-in$/)

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await field(page, 'Email').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  const mail = await mailbox.waitFor(user.email, 'Reset your CourseCompass password')
  await page.goto(mail.links.find((link) => link.includes('/reset-password?token='))!)
  await field(page, 'New password').fill('Unlocked2025Agra')
  await field(page, 'Type the new password again').fill('Unlocked2025Agra')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
  await context.clearCookies()
  await page.goto('/sign-in')
  await field(page, 'Email').fill(user.email)
  await field(page, 'Password').fill('Unlocked2025Agra')
  await form(page).getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test.describe('signing in without losing your place', () => {
  test('a visitor writes a review, signs up from the prompt, returns with the text and posts it', async ({
    page,
  }) => {
    const { items } = await (await page.request.get('/api/courses?pageSize=1')).json()
    const { courseId } = (items as { courseId: string }[])[0]!
    await page.goto(`/home/${courseId}/x`)
    const main = page.getByRole('main')
    const box = main.getByRole('region', { name: 'Write a Review' })
    await expect(box.getByText(/^Sign in to post your review\./)).toBeVisible()
    await box
      .getByLabel('Your review', { exact: true })
      .fill('Clear lessons, and the projects help.')
    const coursePath = new URL(page.url()).pathname

    await box.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/sign-in\?next=/)
    await page.getByRole('button', { name: /Sign Up/ }).click()
    await field(page, 'Full Name').fill('Kavya Menon')
    await field(page, 'Email').fill(`kavya.${Date.now()}@example.in`)
    await field(page, 'Password').fill('Kochi2024Backwater')
    // The password can be checked before sending.
    await main.getByRole('button', { name: 'Show password' }).click()
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text')
    await form(page).getByRole('button', { name: 'Sign Up' }).click()

    await expect(page).toHaveURL(new RegExp(`${coursePath}$`))
    await expect(box.getByLabel('Your review', { exact: true })).toHaveValue(
      'Clear lessons, and the projects help.',
    )
    await expect(box.getByText(/^Sign in to post your review\./)).toHaveCount(0)
    await box.getByRole('button', { name: 'Submit' }).click()
    await expect(box.getByText('Review submitted successfully.')).toBeVisible()
    await page.reload()
    await expect(box.getByLabel('Your review', { exact: true })).toHaveValue(
      'Clear lessons, and the projects help.', // now as the review being edited, not a draft
    )
  })

  test('a sign-in link never leads off the site', async ({ page }) => {
    await page.goto('/sign-in?next=https%3A%2F%2Fevil.example%2F')
    await page.getByRole('button', { name: /Sign Up/ }).click()
    await field(page, 'Full Name').fill('Ravi Kumar')
    await field(page, 'Email').fill(`ravi.${Date.now()}@example.in`)
    await field(page, 'Password').fill('Patna2024Ganga')
    await form(page).getByRole('button', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})
