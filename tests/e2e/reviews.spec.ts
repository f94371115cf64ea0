import { expect, test } from './support/fixtures'

async function firstCourse(page: import('@playwright/test').Page, sort = 'newest') {
  const { items } = await (await page.request.get(`/api/courses?pageSize=1&sort=${sort}`)).json()
  return items[0] as { courseId: string; courseName: string }
}

test.describe('reviews', () => {
  test("on a phone the reviews' script comes when they come near; text typed before it is kept", async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Tara Sen' })
    await page.setViewportSize({ width: 390, height: 800 })
    const course = await firstCourse(page, 'price-asc')
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    // The reviews' chunk waits until the test lets it go.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/course-reviews-[^/]*\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`/home/${course.courseId}/x`)
    const main = page.getByRole('main')
    // Hydrated, the reviews still server HTML: their script not asked for.
    await expect(page.locator('[data-later]')).toHaveCount(1)
    expect(asked.filter((path) => path.includes('course-reviews'))).toEqual([])
    // Scrolled to, typed into before the script arrives: the text stays, and reaches the app.
    const box = main.getByLabel('Your review', { exact: true })
    await box.fill('Typed while the reviews were still loading.')
    await expect.poll(() => asked.some((path) => path.includes('course-reviews'))).toBe(true)
    release()
    await expect(page.locator('[data-later]')).toHaveCount(0)
    await expect(box).toHaveValue('Typed while the reviews were still loading.')
    await main.getByRole('button', { name: 'Submit' }).click()
    await expect(main.getByText('Review submitted successfully.')).toBeVisible()
    await expect(
      main.getByRole('article').filter({ hasText: 'Typed while the reviews were still loading.' }),
    ).toContainText('Tara Sen')
  })

  test('the fixed messages: blank submit disabled, log in first, then success', async ({
    page,
    signIn,
  }) => {
    const course = await firstCourse(page, 'price-desc')
    await page.goto(`/home/${course.courseId}/x`)
    const main = page.getByRole('main')
    await expect(
      main.getByText('No reviews yet. Be the first to review this course!'),
    ).toBeVisible()
    const box = main.getByLabel('Your review', { exact: true })
    const submit = main.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await box.fill('   ')
    await expect(submit).toBeDisabled()
    await box.fill('Clear and practical.')
    await submit.click()
    await expect(main.getByText('Please log in to submit a review.')).toBeVisible()

    await signIn({ name: 'Anjali Rao' })
    await page.reload()
    await box.fill('Clear and practical. The projects made it stick.')
    // The radio inputs are visually hidden behind their star labels: choose like a person, by the star.
    const stars = main.getByRole('radiogroup', { name: 'Your rating (optional)' })
    await stars
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click()
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await submit.click()
    await expect(main.getByText('Review submitted successfully.')).toBeVisible()
    const review = main.getByRole('article').filter({ hasText: 'The projects made it stick.' })
    await expect(review).toContainText('Anjali Rao')
    await expect(review.getByText('Rated 4 out of 5')).toBeVisible()
    // One rating is too few for an average (docs/product.md#reviews).
    await expect(main.getByText('Too few ratings (1)')).toBeVisible()
    await expect(
      main.getByText('You reviewed this course. Submitting again will update your review.'),
    ).toBeVisible()
  })

  test('a review arrives live in another browser, which can mark it helpful', async ({
    page,
    signIn,
    browser,
    baseURL,
    db,
  }) => {
    const course = await firstCourse(page, 'rating')
    // A second visitor, signed in as someone else, already on the page.
    const otherContext = await browser.newContext({ baseURL })
    const other = await otherContext.newPage()
    const { createUserWithSession, SESSION_COOKIE_NAME } =
      await import('../../src/server/test/users')
    const { E2E_AUTH_SECRET } = await import('./support/e2e-env')
    const reader = await createUserWithSession(db, E2E_AUTH_SECRET, {
      name: 'Reader',
      password: null,
    })
    await otherContext.addCookies([
      {
        name: SESSION_COOKIE_NAME,
        value: reader.cookie.slice(SESSION_COOKIE_NAME.length + 1),
        url: baseURL!,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ])
    await other.goto(`/home/${course.courseId}/x`)
    await expect(other.getByRole('main').getByRole('heading', { name: 'Reviews' })).toBeVisible()

    await signIn({ name: 'Live Writer' })
    await page.goto(`/home/${course.courseId}/x`)
    await page
      .getByRole('main')
      .getByLabel('Your review', { exact: true })
      .fill('Arrives without a reload.')
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Review submitted successfully.')).toBeVisible()

    const live = other
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'Arrives without a reload.' })
    await expect(live).toBeVisible()
    const helpful = live.getByRole('button', { name: /Helpful/ })
    await helpful.click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await expect(helpful).toContainText('1')
    // The author sees the vote arrive too.
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: 'Arrives without a reload.' })
        .getByRole('button', { name: /Helpful/ }),
    ).toContainText('1')
    await otherContext.close()
  })

  test('five new accounts praising one course in a day are flagged to a moderator, who hides them', async ({
    page,
    signIn,
    db,
    request,
  }) => {
    const { items } = await (
      await page.request.get('/api/courses?pageSize=1&sort=price-desc&q=python')
    ).json()
    const course = items[0] as { courseId: string; courseName: string }
    const { createUserWithSession } = await import('../../src/server/test/users')
    const { E2E_AUTH_SECRET } = await import('./support/e2e-env')
    for (let i = 0; i < 5; i++) {
      const fan = await createUserWithSession(db, E2E_AUTH_SECRET, { name: `Burst Fan ${i}` })
      const res = await page.request.post(`/api/courses/${course.courseId}/reviews`, {
        headers: { cookie: fan.cookie },
        data: { text: `Burst praise ${i}: best course ever`, rating: 5 },
      })
      expect(res.status()).toBe(201)
    }
    await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
    await page.goto('/admin?tab=bursts')
    const flagged = page
      .getByRole('list', { name: 'Review bursts' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: course.courseName }),
      })
    await expect(flagged).toContainText(/\d+ reviews from new accounts between/)
    const first = flagged.getByRole('listitem').filter({ hasText: 'Burst praise 0' })
    await expect(first).toContainText('account under a day old when writing')
    await first.getByRole('button', { name: 'Hide' }).click()
    await expect(first.getByRole('button', { name: 'Unhide' })).toBeVisible()
    // Hidden, the review leaves the course page for everyone (asked without the moderator's cookie).
    const { items: shown } = await (
      await request.get(`/api/courses/${course.courseId}/reviews`)
    ).json()
    expect(shown.map((r: { text: string }) => r.text)).not.toContain(
      'Burst praise 0: best course ever',
    )
    // The rest look genuine to the moderator: the course leaves the list.
    await flagged.getByRole('button', { name: 'Looks genuine: stop flagging this burst' }).click()
    await expect(page.getByRole('heading', { name: course.courseName })).toHaveCount(0)
  })
})
