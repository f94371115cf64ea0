import { expect, test } from './support/fixtures'

test('compare two courses from a course page and get an offline recommendation', async ({
  page,
}) => {
  const { items } = await (await page.request.get('/api/courses?pageSize=2&sort=rating')).json()
  const [first, second] = items as { courseId: string; courseName: string }[]

  await page.goto(`/home/${first!.courseId}/x`)
  await page
    .getByRole('main')
    .getByRole('link', { name: /Compare/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/course-comparison\\?courses=${first!.courseId}`))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Selected Courses' })).toBeVisible()

  // One course: no table yet. Two: the side-by-side table with best values marked.
  await expect(main.getByRole('table')).toHaveCount(0)
  await main.getByLabel('Search courses to compare').fill(second!.courseName)
  await main.getByRole('button', { name: `Select ${second!.courseName}` }).click()
  await expect(page).toHaveURL(new RegExp(`courses=.*${second!.courseId}`))
  const table = main.getByRole('table')
  await expect(table).toBeVisible()
  await expect(
    table.getByRole('columnheader', { name: new RegExp(second!.courseName.slice(0, 12)) }),
  ).toBeVisible()
  await expect(table.getByText('Best value').first()).toBeVisible()

  await main.getByLabel('Expertise').fill('Beginner who knows a little HTML')
  await main.getByLabel('Learning style').fill('Short videos, in Hindi')
  await main.getByLabel('Goals').fill('A front-end job on a small budget')
  // What the page understood, before asking.
  await expect(main.getByText('What we understood')).toBeVisible()
  await expect(main.getByText(/Goal: a front-end job; level: beginner/)).toBeVisible()
  const button = main.getByRole('button', {
    name: /Get Course Recommendations|Finding best course for you/,
  })
  await button.click()
  const answer = main
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Course Recommendations' }) })
  await expect(answer).toContainText('Conclusion:')
  await expect(answer).toContainText('Offline recommendation')
  await expect(answer).not.toContainText('#')
  await expect(answer).not.toContainText('*')
  await answer.getByRole('button', { name: 'Yes' }).click()
  await expect(answer.getByText(/Thanks: your answer helps us/)).toBeVisible()

  // The selection is in the URL: a shared link opens the same comparison.
  const shared = await page.context().newPage()
  await shared.goto(page.url())
  await expect(shared.getByRole('main').getByRole('table')).toBeVisible()
  await shared.close()
})

test("asks to select a course first: 'Select at least one course to proceed!'", async ({
  page,
}) => {
  await page.goto('/course-comparison')
  await page.getByRole('main').getByRole('button', { name: 'Get Course Recommendations' }).click()
  await expect(page.getByText('Select at least one course to proceed!')).toBeVisible()
})
