// Following an exam in a browser (docs/product.md#exam-reminders): the exam page's button for a
// visitor and a member, My Courses' list, and the private calendar address, made, read by a
// calendar app, replaced and turned off.
import type { Page } from '@playwright/test'
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
