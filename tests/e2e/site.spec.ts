import type { Page } from '@playwright/test'
import { postReports, posts } from '../../src/server/db/schema'
import { expect, test } from './support/fixtures'

const main = (page: Page) => page.getByRole('main')

test("a learner adds a course from the catalogue's link; it waits until a moderator approves it", async ({
  page,
  signIn,
}) => {
  await page.goto('/all-courses?q=playwright%20testing%20masterclass')
  await main(page).getByRole('link', { name: "Can't find a course? Add it" }).click()
  await expect(page).toHaveURL(/\/addcourse$/)
  await expect(main(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await signIn({ name: 'Contributor' })
  await page.reload()
  const form = main(page)
  await form.getByLabel('Course name').fill('Playwright Testing Masterclass')
  await form.getByLabel('Rating').fill('4.7')
  await form.getByLabel('Duration (hours)').fill('12')
  await form.getByLabel('Validity (months)').fill('12')
  await form.getByLabel('Certification').fill('Certificate of completion')
  await form.getByLabel('Price (Rs.)').fill('799')
  await form.getByLabel('Image URL').fill('javascript:alert(1)')
  await form.getByLabel('Instructor').fill('Meera Iyer')
  await form.getByLabel('Platform', { exact: true }).selectOption('udemy')
  await form.getByLabel('Category', { exact: true }).selectOption('frontend')
  await form.getByLabel('Description').fill('Reliable browser tests. Fixtures, traces and CI.')
  await form.getByLabel('Official URL').fill('https://www.udemy.com/course/playwright-masterclass')
  await form.getByRole('button', { name: 'Add Course' }).click()
  await expect(
    form.getByText('Enter a web address starting with http:// or https://'),
  ).toBeVisible()
  await form.getByLabel('Image URL').fill('https://img.example.in/pw.png')
  await form.getByRole('button', { name: 'Add Course' }).click()
  await expect(form.getByText('Course added successfuly')).toBeVisible()
  await expect(form.getByText(/A moderator will check it/)).toBeVisible()
  await expect(form.getByLabel('Course name')).toHaveValue('')

  // Not in the catalogue yet; waiting on the member's My Courses.
  const catalogue = '/all-courses?q=playwright%20testing%20masterclass'
  const card = (p: typeof page) =>
    main(p).getByRole('heading', { name: 'Playwright Testing Masterclass' })
  await page.goto(catalogue)
  // Other courses hold some of its words; none holds 'playwright' (docs/product.md#catalogue-search).
  await expect(main(page).getByText(/^No course matched '[^']*playwright/)).toBeVisible()
  await expect(card(page)).toHaveCount(0)
  await page.goto('/my-courses')
  const added = main(page).getByRole('region', { name: 'Courses you added' })
  await expect(added.getByText('Waiting for review')).toBeVisible()

  // A moderator approves it from the admin page; it is in the catalogue.
  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin?tab=submissions')
  const row = main(page).getByRole('listitem').filter({ hasText: 'Playwright Testing Masterclass' })
  await expect(row.getByText('Added by Contributor')).toBeVisible()
  await row.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(row.getByText('Approved: it is in the catalogue.')).toBeVisible()
  await page.goto(catalogue)
  await expect(card(page)).toBeVisible()
})

test("contact: 'Submitting...' for about 2 seconds, then the success text and cleared fields", async ({
  page,
}) => {
  await page.goto('/contact-us')
  await expect(main(page).getByRole('heading', { name: 'Our Office' })).toBeVisible()
  await main(page).getByLabel('Name').fill('Asha')
  await main(page).getByLabel('Email').fill('asha@example.in')
  await main(page).getByLabel('Message').fill('Please add more UPSC courses.')
  const started = Date.now()
  await main(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(main(page).getByRole('button', { name: 'Submitting...' })).toBeVisible()
  await expect(main(page).getByText('Your message has been sent successfully!')).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
  await expect(main(page).getByLabel('Message')).toHaveValue('')
})

test('the footer Subscribe box confirms and refuses a malformed email', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const email = footer.getByRole('textbox')
  await email.fill('not-an-email')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Email ID is not valid')).toBeVisible()
  await email.fill(`reader.${Date.now()}@example.in`)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText(/Subscribed!/)).toBeVisible()
})

test('the newsletter: the mailed link confirms the subscription, and its unsubscribe link ends it', async ({
  page,
  mailbox,
}) => {
  const address = `newsletter.${Date.now()}@example.in`
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox').fill(address)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText(/Subscribed!/)).toBeVisible()

  const mail = await mailbox.waitFor(address, 'Confirm your CourseCompass newsletter subscription')
  const confirm = mail.links.find((link) => link.includes('/newsletter?confirm='))!
  const unsubscribe = mail.links.find((link) => link.includes('/newsletter?unsubscribe='))!
  // Opening the link confirms nothing by itself: the reader clicks.
  await page.goto(confirm)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible()
  await main(page).getByRole('button', { name: 'Yes, subscribe me' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await expect(
    main(page).getByText('Your subscription is confirmed. Welcome aboard!'),
  ).toBeVisible()

  await page.goto(unsubscribe)
  await main(page).getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'No more newsletters' })).toBeVisible()
  // The confirmation link is spent with the subscription.
  await page.goto(confirm)
  await main(page).getByRole('button', { name: 'Yes, subscribe me' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible()
  await expect(main(page).getByText(/This link is not valid any more/)).toBeVisible()
})

test('an administrator hides a reported post and another browser stops seeing it', async ({
  page,
  publish,
  signIn,
  db,
  browser,
  baseURL,
}) => {
  // A post with a report, written straight to the database by its author.
  const author = await (
    await import('../../src/server/test/users')
  ).createUserWithSession(db, (await import('./support/e2e-env')).E2E_AUTH_SECRET, {
    name: 'Spammer',
    password: null,
  })
  const [post] = await db
    .insert(posts)
    .values({ userId: author.id, title: 'Cheap followers here', body: 'spam', tags: ['hideme'] })
    .returning({ id: posts.id })
  await db.insert(postReports).values({ targetId: post!.id, userId: author.id, reason: 'spam' })
  await publish({ type: 'post.created', postId: post!.id })

  const reader = await (await browser.newContext({ baseURL })).newPage()
  await reader.goto('/community?tags=hideme')
  await expect(reader.getByRole('heading', { name: 'Cheap followers here' })).toBeVisible()

  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin')
  await main(page).getByRole('tab', { name: 'Reported content' }).click()
  await expect(main(page).getByText('Spam × 1')).toBeVisible()
  await main(page)
    .getByRole('button', { name: /Hide post by Spammer/ })
    .click()
  await expect(main(page).getByRole('button', { name: /Unhide post by Spammer/ })).toBeVisible()

  await expect(reader.getByRole('heading', { name: 'Cheap followers here' })).toHaveCount(0)
  await expect(reader.getByText('No posts available')).toBeVisible()
  await reader.context().close()
})

test('an administrator edits a course and an open catalogue in another browser shows the change', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  const reader = await (await browser.newContext({ baseURL })).newPage()
  await reader.goto('/all-courses?q=salvatierra')
  const readerCards = reader.getByRole('main')
  await expect(
    readerCards.getByRole('heading', { name: 'REST APIs with Flask and Python' }),
  ).toBeVisible()

  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin?tab=courses')
  await main(page).getByLabel('Search courses').fill('salvatierra')
  await main(page).getByRole('button', { name: 'Edit REST APIs with Flask and Python' }).click()
  const form = main(page).getByRole('form', { name: 'Edit “REST APIs with Flask and Python”' })
  await expect(form.getByLabel('Course name')).toHaveValue('REST APIs with Flask and Python')
  await form.getByLabel('Course name').fill('REST APIs with Flask and Python, 2026 Edition')
  await form.getByLabel('Price (Rs.)').fill('399')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    main(page).getByText('Saved changes to “REST APIs with Flask and Python, 2026 Edition”.'),
  ).toBeVisible()

  // The reader did nothing: the card changes in place.
  const card = readerCards.getByRole('article').filter({
    has: reader.getByRole('heading', { name: 'REST APIs with Flask and Python, 2026 Edition' }),
  })
  await expect(card).toBeVisible()
  await expect(card).toContainText('399')
  await expect(card).not.toContainText('549')

  await main(page).getByRole('tab', { name: 'Audit log' }).click()
  await expect(
    main(page).getByText(
      'REST APIs with Flask and Python, 2026 Edition (changed: courseName, price)',
    ),
  ).toBeVisible()
  await reader.context().close()
})
