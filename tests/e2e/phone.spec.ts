import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

const cards = (page: Page) => page.getByRole('main').getByRole('article')

async function apiTotal(page: Page, query: string): Promise<number> {
  return (await (await page.request.get(`/api/courses?${query}`)).json()).total
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

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

test('on a phone the catalogue shows compact rows, one per row, without horizontal scrolling', async ({
  page,
}) => {
  await page.goto('/all-courses')
  await expect(cards(page).nth(2)).toBeVisible()
  const [a, b] = [await box(cards(page).nth(0)), await box(cards(page).nth(1))]
  // One per row, the full width of the list.
  expect(b.y).toBeGreaterThan(a.y + a.height - 1)
  expect(b.x).toBe(a.x)
  expect(a.width).toBeGreaterThan(PHONE.width - 64)
  // A row, not a card a screen tall: at least five rows fit on one screen.
  expect(a.height).toBeLessThan(PHONE.height / 5)

  // The picture is small, on the left of the name, and has its size reserved before it loads.
  const first = cards(page).first()
  const image = first.locator('img')
  await expect(image).toHaveAttribute('width', /\d+/)
  await expect(image).toHaveAttribute('height', /\d+/)
  const [picture, name] = [await box(image), await box(first.getByRole('heading'))]
  expect(picture.width).toBeLessThan(a.width / 2)
  expect(picture.x + picture.width).toBeLessThanOrEqual(name.x)
  // Name, platform, rating and price are in the row.
  const { items } = await (await page.request.get('/api/courses?pageSize=1')).json()
  const course = items[0] as { courseName: string; platform: string; rating: number }
  await expect(first.getByRole('heading', { name: course.courseName })).toBeVisible()
  await expect(first.getByText(new RegExp(`^${course.platform}$`, 'i'))).toBeVisible()
  await expect(first.getByText(course.rating.toFixed(1), { exact: true })).toBeVisible()
  await expect(first.getByText(/^(Free|Rs\. [\d,]+)$/)).toBeVisible()
  // The whole row (inside its 1 px border) is the link to the course.
  const link = first.getByRole('link', { name: 'View Details' })
  const [linkBox, rowBox] = [await box(link), await box(first)]
  expect(linkBox.width).toBeGreaterThanOrEqual(rowBox.width - 2)
  expect(linkBox.height).toBeGreaterThanOrEqual(rowBox.height - 2)

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('on a phone the catalogue filters open in a sheet; a category narrows the list and is counted', async ({
  page,
}) => {
  await page.goto('/all-courses')
  const main = page.getByRole('main')
  await expect(cards(page).first()).toBeVisible()
  const all = await apiTotal(page, '')
  await expect(main.getByText(`${all} courses found`)).toBeVisible()
  // The search stays above the list; the selects wait behind the button.
  await expect(main.getByRole('searchbox', { name: 'Search courses' })).toBeVisible()
  await expect(page.getByLabel('Category', { exact: true })).toBeHidden()
  const firstRow = await box(cards(page).first())
  expect(firstRow.y).toBeLessThan(PHONE.height)

  const button = main.getByRole('button', { name: 'Filters', exact: true })
  await button.click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Close filters' })).toBeFocused()

  // Every select is wide enough for its longest option, count included ('All categories' is not
  // cut to 'All categorie').
  // Category, platform, price, language, level, format, certificate, track, price drops, sort.
  const selects = sheet.getByRole('combobox')
  await expect(selects).toHaveCount(10)
  for (const select of await selects.all()) {
    const room = await select.evaluate((el) => {
      const s = el as HTMLSelectElement
      const style = getComputedStyle(s)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const widest = Math.max(...[...s.options].map((o) => context.measureText(o.text).width))
      // The arrow sits in the right padding.
      const inner = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return inner - widest
    })
    expect(room).toBeGreaterThanOrEqual(0)
  }

  const devops = await apiTotal(page, 'category=devops')
  expect(devops).toBeGreaterThan(0)
  expect(devops).toBeLessThan(all)
  await sheet.getByLabel('Category', { exact: true }).selectOption('devops')
  await expect(page).toHaveURL(/category=devops/)
  await expect(
    sheet.getByRole('button', { name: `Show ${devops} course${devops === 1 ? '' : 's'}` }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  const counted = main.getByRole('button', { name: 'Filters (1)' })
  await expect(counted).toBeFocused()
  await expect(main.getByText(`${devops} course${devops === 1 ? '' : 's'} found`)).toBeVisible()
  await expect(cards(page)).toHaveCount(Math.min(devops, 24))
})

test('on a phone the community feed comes first and New post opens the form above it', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Phone Poster' })
  await page.goto('/community')
  const main = page.getByRole('main')
  const feed = main.getByRole('region', { name: 'Community Posts' })
  const form = main.getByRole('region', { name: 'Create New Post' })
  await expect(feed.getByRole('heading', { name: 'Community Posts' })).toBeVisible()
  await expect(form).toBeHidden()
  await expect(main.getByRole('region', { name: 'Filters/Tags' })).toBeHidden()
  // The feed starts in the top half of the first screen.
  expect((await box(feed)).y).toBeLessThan(PHONE.height / 2)

  const newPost = main.getByRole('button', { name: 'New post' })
  await newPost.click()
  await expect(form).toBeVisible()
  await expect(form.getByLabel('Title', { exact: true })).toBeFocused()
  const formBox = await box(form)
  expect(formBox.y + formBox.height).toBeLessThanOrEqual((await box(feed)).y)

  await page.keyboard.type('Posted from a phone')
  await form.getByLabel('Body', { exact: true }).fill('Small screen, same board.')
  await form.getByLabel('Tags', { exact: true }).fill('phone')
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(form.getByText('Post created successfully!')).toBeVisible()
  await expect(feed.getByRole('heading', { name: 'Posted from a phone' })).toBeVisible()

  await main.getByRole('button', { name: 'Filters', exact: true }).click()
  const filters = main.getByRole('region', { name: 'Filters/Tags' })
  await expect(filters).toBeVisible()
  await filters.getByLabel('Sort').selectOption('oldest')
  await expect(main.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
})

test('on a phone the comparison keeps the row labels in place while the courses scroll sideways', async ({
  page,
}) => {
  const { items } = await (await page.request.get('/api/courses?pageSize=3&sort=rating')).json()
  const ids = (items as { courseId: string }[]).map((c) => c.courseId)
  await page.goto(`/course-comparison?courses=${ids.join(',')}`)
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(4)
  const label = table.getByRole('rowheader', { name: 'Price', exact: true })
  const secondCourse = table.getByRole('columnheader').nth(2)
  await label.scrollIntoViewIfNeeded()
  const [label0, course0] = [await box(label), await box(secondCourse)]
  // One course and part of the next are in view beside the labels.
  expect(course0.x).toBeLessThan(PHONE.width)

  await table.locator('xpath=..').evaluate((scroller) => {
    scroller.scrollLeft = 200
  })
  await expect.poll(async () => (await box(secondCourse)).x).toBeLessThan(course0.x - 150)
  const label1 = await box(label)
  expect(label1.x).toBe(label0.x)
  // Opaque: the courses scrolling under it do not show through.
  const alpha = await label.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(el).backgroundColor
    context.fillRect(0, 0, 1, 1)
    return context.getImageData(0, 0, 1, 1).data[3]
  })
  expect(alpha).toBe(255)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
