import { expect, test } from './support/fixtures'

test.describe('course detail', () => {
  test('shows every field, bullets, and the four tiles', async ({ page }) => {
    const { items } = await (await page.request.get('/api/courses?pageSize=1&sort=rating')).json()
    const course = items[0]
    await page.goto('/all-courses?sort=rating')
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.courseName)
    const main = page.getByRole('main')
    for (const text of [course.instructor, course.platform, course.certification]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    }
    await expect(main.getByRole('listitem').first()).toBeVisible()
    const official = main.getByRole('link', { name: /Official/ })
    await expect(official).toHaveAttribute('href', course.officialUrl)
    await expect(official).toHaveAttribute('target', '_blank')
    await expect(official).toHaveAttribute('rel', /noopener/)
    await expect(main.getByRole('link', { name: /Compare/ })).toHaveAttribute(
      'href',
      `/course-comparison?courses=${course.courseId}`,
    )
    await expect(page).toHaveTitle(`${course.courseName} | CourseCompass`)

    await main.getByRole('button', { name: /Bookmark/ }).click()
    await expect(page.getByText('Please log in to bookmark this course.')).toBeVisible()
    await main.getByRole('button', { name: /Favorite/ }).click()
    await expect(page.getByText('Please log in to add this course to favorites.')).toBeVisible()
  })

  test("says 'Course not found!' for an unknown course", async ({ page }) => {
    await page.goto('/home/00000000-0000-4000-8000-000000000000/missing')
    await expect(page.getByText('Course not found!')).toBeVisible()
  })

  test('the served page already carries the course title and JSON-LD', async ({ request }) => {
    const { items } = await (await request.get('/api/courses?pageSize=1')).json()
    const html = await (await request.get(`/home/${items[0].courseId}/x`)).text()
    expect(html).toContain('"@type":"Course"')
    expect(html).toContain('og:title')
  })
})
