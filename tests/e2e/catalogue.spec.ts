import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const cards = (page: Page) => page.getByRole('main').getByRole('article')

async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/courses?${query}`)
  return (await res.json()).total
}

test.describe('all courses', () => {
  test('shows the banner, the Find Your Course panel and course cards', async ({ page }) => {
    await page.goto('/all-courses')
    await expect(page.getByText('Not sure which course to choose?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Help' })).toHaveAttribute(
      'href',
      '/course-comparison',
    )
    await expect(page.getByRole('heading', { name: 'Find Your Course' })).toBeVisible()
    for (const label of ['Category', 'Platform', 'Price Range', 'Language']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Top Recommended Courses' })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    const first = cards(page).first()
    await expect(first.getByRole('heading')).toBeVisible()
    await expect(first.getByText(/hrs/)).toBeVisible()
    await expect(first.getByText(/^(Free|Rs\. [\d,]+)$/)).toBeVisible()
    await expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      /^\/home\/[0-9a-f-]{36}\//,
    )
  })

  test('filters combine, live in the URL, and Clear Filters resets them', async ({ page }) => {
    await page.goto('/all-courses')
    await expect(cards(page).first()).toBeVisible()
    await page.getByLabel('Category', { exact: true }).selectOption('devops')
    await expect(page).toHaveURL(/category=devops/)
    await page.getByLabel('Language', { exact: true }).selectOption('Hindi')
    await expect(page).toHaveURL(/language=Hindi/)
    const expected = await apiTotal(page, 'category=devops&language=Hindi&pageSize=100')
    expect(expected).toBeGreaterThan(0)
    await expect(cards(page)).toHaveCount(expected)

    // A shared link reproduces the same list.
    const url = page.url()
    const other = await page.context().newPage()
    await other.goto(url)
    await expect(other.getByLabel('Category', { exact: true })).toHaveValue('devops')
    await expect(cards(other)).toHaveCount(expected)
    await other.close()

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).not.toHaveURL(/category=/)
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('')
  })

  test('the price band Free shows only free courses', async ({ page }) => {
    await page.goto('/all-courses?price=free')
    await expect(cards(page).first()).toBeVisible()
    const prices = await cards(page)
      .getByText(/^(Free|Rs\. [\d,]+)$/)
      .allTextContents()
    expect(prices.length).toBeGreaterThan(0)
    expect(new Set(prices)).toEqual(new Set(['Free']))
  })

  test("says 'No courses found matching your filters.' when nothing matches", async ({ page }) => {
    await page.goto('/all-courses')
    await page.getByRole('main').getByLabel('Search courses').fill('zzzz no such course')
    await expect(page.getByText('No courses found matching your filters.')).toBeVisible()
    await expect(page).toHaveURL(/q=zzzz/)
  })
})

test.describe('search that finds the right course', () => {
  test('filter options carry the number of courses each would show', async ({ page }) => {
    await page.goto('/all-courses?language=Hindi')
    await expect(cards(page).first()).toBeVisible()
    const devops = await apiTotal(page, 'category=devops&language=Hindi')
    expect(devops).toBeGreaterThan(0)
    await expect(
      page
        .getByLabel('Category', { exact: true })
        .getByRole('option', { name: `DevOps (${devops})` }),
    ).toHaveCount(1)
    await page.getByLabel('Category', { exact: true }).selectOption('devops')
    await expect(page).toHaveURL(/category=devops/)
    await expect(cards(page)).toHaveCount(devops)
  })

  test('when nothing is found, offers to remove the filter that holds courses back', async ({
    page,
  }) => {
    await page.goto('/all-courses?q=docker&platform=nptel')
    await expect(page.getByText('No courses found matching your filters.')).toBeVisible()
    await page.getByRole('link', { name: /^Remove Platform: NPTEL \([\d,]+ courses?\)$/ }).click()
    await expect(page).not.toHaveURL(/platform=/)
    await expect(page).toHaveURL(/q=docker/)
    await expect(cards(page).first()).toBeVisible()
  })

  test('the government-exam page lists only government-exam courses, with exam chips', async ({
    page,
  }) => {
    await page.goto('/govt-exam-courses')
    await expect(page).toHaveTitle('Government Exam Courses | CourseCompass')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Government Exam Courses' }),
    ).toBeVisible()
    const govt = await apiTotal(page, 'track=govt&pageSize=100')
    expect(govt).toBeGreaterThan(0)
    expect(govt).toBeLessThan(await apiTotal(page, 'pageSize=100'))
    await expect(cards(page)).toHaveCount(govt)
    await expect(page.getByLabel('Track', { exact: true })).toHaveCount(0)

    const upsc = page.getByRole('group', { name: 'Popular exams' }).getByRole('button', {
      name: 'UPSC',
    })
    await upsc.click()
    await expect(upsc).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/q=UPSC/)
    await expect(cards(page)).toHaveCount(await apiTotal(page, 'track=govt&q=UPSC&pageSize=100'))
    await expect(cards(page).getByRole('heading', { name: /^UPSC CSE Prelims 2025/ })).toBeVisible()

    // Clear Filters keeps the page's own track.
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/govt-exam-courses$/)
    await expect(cards(page)).toHaveCount(govt)
  })
})

test('the header search suggests courses and opens the chosen one', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('banner').getByRole('combobox').first()
  await search.fill('namaste')
  const options = page.getByRole('option')
  await expect(options.first()).toBeVisible()
  const name = (await options.first().textContent())!.trim()
  expect(name.toLowerCase()).toContain('namaste')
  await search.press('ArrowDown')
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/)
  await search.press('Enter')
  await expect(page).toHaveURL(/\/home\/[0-9a-f-]{36}\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})
