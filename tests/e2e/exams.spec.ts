// Following an exam in a browser (docs/product.md#exam-reminders): the exam page's button for a
// visitor and a member, My Courses' list, and the private calendar address, made, read by a
// calendar app, replaced and turned off.
import type { Page } from '@playwright/test'
import { coursePath } from '../../src/domain/format'
import { expect, test } from './support/fixtures'

const main = (page: Page) => page.getByRole('main')

test('a visitor is asked to sign in; a member follows an exam and keeps a calendar of it', async ({
  page,
  signIn,
}) => {
  await page.goto('/exams/rrb-ntpc-2026')
  const remind = main(page).getByRole('link', { name: 'Remind me of these dates' })
  await expect(remind).toHaveAttribute('href', /\/sign-in\?next=%2Fexams%2Frrb-ntpc-2026/)

  await signIn({ name: 'Aspirant' })
  await page.reload()
  await main(page).getByRole('button', { name: 'Remind me of these dates' }).click()
  await expect(main(page).getByText('Done. We will email you before each date.')).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Stop reminders' })).toBeVisible()
  await expect(main(page).getByText('You get reminders of these dates by email.')).toBeVisible()

  await page.goto('/my-courses')
  const exams = main(page).getByRole('region', { name: 'Exams you follow' })
  await expect(exams.getByRole('link', { name: 'RRB NTPC 2026' })).toBeVisible()
  await exams.getByRole('button', { name: 'Get my calendar address' }).click()
  const address = exams.getByLabel('Your private calendar address')
  await expect(address).toHaveValue(/\/api\/calendar\/exams\.ics\?token=/)
  const first = await address.inputValue()
  await expect(exams.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  )
  // A calendar app reads it without cookies.
  const read = async (url: string) => {
    const { pathname, search } = new URL(url)
    return page.context().request.fetch(`${pathname}${search}`, { headers: { cookie: '' } })
  }
  const calendar = await read(first)
  expect(calendar.status()).toBe(200)
  expect(await calendar.text()).toContain('SUMMARY:RRB NTPC 2026: Applications')

  await exams.getByRole('button', { name: 'Make a new address' }).click()
  await expect(exams.getByText(/The old one stops working/)).toBeVisible()
  await exams.getByRole('button', { name: 'Make a new address' }).click()
  await expect(exams.getByText(/Subscribe to the new address/)).toBeVisible()
  await expect(address).not.toHaveValue(first)
  expect((await read(first)).status()).toBe(404)
  expect((await read(await address.inputValue())).status()).toBe(200)

  await exams.getByRole('button', { name: 'Stop reminders of RRB NTPC 2026' }).click()
  await expect(exams.getByText(/You follow no exam yet/)).toBeVisible()
})

test('a member follows an exam from its Hindi page', async ({ page, signIn }) => {
  await signIn({ name: 'परीक्षार्थी' })
  await page.goto('/exams/upsc-cse-2027?lang=hi')
  await main(page).getByRole('button', { name: 'इन तारीखों की याद दिलाएं' }).click()
  await expect(main(page).getByText('हो गया। हर तारीख से पहले हम आपको ईमेल करेंगे।')).toBeVisible()
  await page.goto('/my-courses?lang=hi')
  await expect(
    main(page)
      .getByRole('region', { name: 'आपकी फ़ॉलो की हुई परीक्षाएं' })
      .getByRole('link', { name: 'UPSC Civil Services 2027' }),
  ).toBeVisible()
})

test('a moderator moves a date on /admin; an exam page already open shows it without a reload', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const reader = await browser.newPage({ baseURL })
  await reader.goto('/exams/ibps-po-2026')
  await reader.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(main(reader).getByText('27 Nov 2026')).toHaveCount(0)

  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin?tab=exams')
  const card = main(page).getByRole('listitem').filter({ hasText: 'IBPS PO 2026' })
  await expect(card.getByText('Check the dates')).toBeVisible()
  await card.getByRole('button', { name: 'Edit' }).click()
  const form = main(page).locator('form')
  // The stages in their order: the result is the last.
  const result = form.getByRole('listitem').last()
  await expect(result.getByLabel('First day')).toHaveValue('2026-11-20')
  await result.getByLabel('First day').fill('2026-11-27')
  // A last day before the first is refused beside the field, before anything is sent.
  await result.getByLabel('Last day (optional)').fill('2026-11-01')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('The last day cannot come before the first.')).toBeVisible()
  await result.getByLabel('Last day (optional)').fill('')
  await form.getByLabel('I checked these dates against the source today').check()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(main(page).getByText('Saved “IBPS PO 2026”.')).toBeVisible()
  await expect(card.getByText('Check the dates')).toHaveCount(0)

  // The open page hears of the change and shows the new day.
  await expect(
    main(reader)
      .getByText(/27 Nov 2026/)
      .first(),
  ).toBeVisible({ timeout: 10_000 })
  await expect(main(reader).getByText(/Sample dates: this exam/)).toHaveCount(0)
  await reader.close()
})

test('a member’s added course names the exam it prepares for; once approved, its page links the exam', async ({
  page,
  baseURL,
  signIn,
}) => {
  await signIn({ name: 'Coach' })
  await page.goto('/addcourse')
  const form = main(page)
  await form.getByLabel('Course name').fill('NTPC Reasoning Sprint')
  await form.getByLabel('Rating').fill('4.5')
  await form.getByLabel('Duration (hours)').fill('30')
  await form.getByLabel('Validity (months)').fill('6')
  await form.getByLabel('Certification').fill('None')
  await form.getByLabel('Price (Rs.)').fill('299')
  // A picture the browser can load: the government catalogue lists the course, and every public
  // page is checked for failed requests (server-rendering.spec.ts).
  await form.getByLabel('Image URL').fill(`${baseURL}/favicon.svg`)
  await form.getByLabel('Instructor').fill('Ravi Kumar')
  await form.getByLabel('Platform', { exact: true }).selectOption({ label: 'Other…' })
  await form.getByLabel('Other platform').fill('unacademy')
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Other…' })
  await form.getByLabel('Other category').fill('govt exam')
  await form.getByLabel('Description').fill('Reasoning for NTPC. Daily tests.')
  await form.getByLabel('Official URL').fill('https://unacademy.com/course/ntpc-reasoning-sprint')
  // Exams whose applications are over are not offered.
  await expect(form.getByRole('checkbox', { name: 'IBPS PO 2026' })).toHaveCount(0)
  await form.getByRole('checkbox', { name: 'RRB NTPC 2026' }).check()
  await form.getByRole('button', { name: 'Add Course' }).click()
  await expect(form.getByText('Course added successfuly')).toBeVisible()
  await expect(form.getByRole('checkbox', { name: 'RRB NTPC 2026' })).not.toBeChecked()

  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin?tab=submissions')
  const row = main(page).getByRole('listitem').filter({ hasText: 'NTPC Reasoning Sprint' })
  await row.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(row.getByText('Approved: it is in the catalogue.')).toBeVisible()
  const found = await page.request.get('/api/courses?q=NTPC+Reasoning+Sprint')
  const [course] = (await found.json()).items as { courseId: string; courseName: string }[]
  expect(course!.courseName).toBe('NTPC Reasoning Sprint')
  await page.goto(coursePath(course!))
  await expect(main(page).getByText('Prepares for:')).toBeVisible()
  await main(page).getByRole('link', { name: 'RRB NTPC 2026' }).click()
  await expect(page).toHaveURL(/\/exams\/rrb-ntpc-2026$/)
})
