import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { addSessionCookie, expect, test } from './support/fixtures'

const board = (page: Page) => page.getByRole('main')
const createForm = (page: Page) =>
  board(page)
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: 'Create New Post' }) })
    .first()
const postCard = (page: Page, title: string) =>
  board(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })

async function createPost(page: Page, title: string, tags: string, body = 'Shared on the board.') {
  const form = createForm(page)
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Body', { exact: true }).fill(body)
  await form.getByLabel('Tags', { exact: true }).fill(tags)
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(form.getByText('Post created successfully!')).toBeVisible()
}

test.describe('community board', () => {
  test('signed out: the log-in messages for posting, voting and commenting', async ({
    page,
    signIn,
    context,
  }) => {
    await signIn({ name: 'Poster' })
    await page.goto('/community')
    await createPost(page, 'A post for visitors', 'visitors')
    await context.clearCookies()
    await page.reload()

    const form = createForm(page)
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expect(form.getByText('Please log in to create a post.')).toBeVisible()
    const post = postCard(page, 'A post for visitors')
    await post.getByRole('button', { name: 'Upvote' }).click()
    await expect(post.getByText('Please log in to vote.')).toBeVisible()
    await post.getByLabel('Write a comment').fill('hello')
    await post.getByRole('button', { name: 'Send' }).click()
    await expect(post.getByText('Please log in to comment.')).toBeVisible()
  })

  test("'Please fill all fields.' and an image post", async ({ page, signIn }) => {
    await signIn({ name: 'Image Poster' })
    await page.goto('/community')
    const form = createForm(page)
    await form.getByLabel('Title', { exact: true }).fill('Only a title')
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expect(form.getByText('Please fill all fields.')).toBeVisible()

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-')), 'desk.png')
    await sharp({ create: { width: 800, height: 400, channels: 3, background: '#4f46e5' } })
      .png()
      .toFile(file)
    await form.getByLabel('Add Image').setInputFiles(file)
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
    await createPost(page, 'My study desk', 'setup, desk')
    const post = postCard(page, 'My study desk')
    await expect(post.getByRole('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.webp$/)
    await expect(post.getByText(/By Image Poster \| just now/)).toBeVisible()
  })

  test('one vote per user that survives a reload; pressing it again takes it back; switching moves it', async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Voter' })
    await page.goto('/community')
    await createPost(page, 'Vote on me', 'votes')
    const post = postCard(page, 'Vote on me')
    const up = post.getByRole('button', { name: 'Upvote' })
    const down = post.getByRole('button', { name: 'Downvote' })
    await up.click()
    await expect(up).toHaveAttribute('aria-pressed', 'true')
    await expect(post.getByTestId('post-score')).toHaveText('1')
    await up.click() // one's own vote again: taken back
    await expect(up).toHaveAttribute('aria-pressed', 'false')
    await expect(post.getByTestId('post-score')).toHaveText('0')
    await expect
      .poll(async () => (await (await page.request.get('/api/posts?tags=votes')).json()).items[0])
      .toMatchObject({ upvotes: 0, downvotes: 0 })
    await up.click()
    await expect(up).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(async () => (await (await page.request.get('/api/posts?tags=votes')).json()).items[0])
      .toMatchObject({ upvotes: 1, downvotes: 0 })
    await page.reload()
    await expect(
      postCard(page, 'Vote on me').getByRole('button', { name: 'Upvote' }),
    ).toHaveAttribute('aria-pressed', 'true')
    const votes = await (await page.request.get('/api/posts?tags=votes')).json()
    expect(votes.items[0]).toMatchObject({ upvotes: 1, downvotes: 0 })
    await postCard(page, 'Vote on me').getByRole('button', { name: 'Downvote' }).click()
    await expect(
      postCard(page, 'Vote on me').getByRole('button', { name: 'Downvote' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(down).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(async () => (await (await page.request.get('/api/posts?tags=votes')).json()).items[0])
      .toMatchObject({
        upvotes: 0,
        downvotes: 1,
      })
  })

  test('comments, newest first, with the N Comment(s) toggle', async ({ page, signIn }) => {
    await signIn({ name: 'Talker' })
    await page.goto('/community')
    await createPost(page, 'Talk to me', 'talk')
    const post = postCard(page, 'Talk to me')
    await post.getByRole('button', { name: '0 Comments' }).click()
    await expect(post.getByText('No comments yet.')).toBeVisible()
    for (const text of ['first thought', 'second thought']) {
      await post.getByLabel('Write a comment').fill(text)
      await post.getByRole('button', { name: 'Send' }).click()
    }
    await expect(post.getByRole('button', { name: '2 Comments' })).toBeVisible()
    const items = post.getByRole('listitem').filter({ hasText: 'thought' })
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('second thought')
  })

  test('a comment whose first request the network drops is sent again with its key and shows once, after a reload too', async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Unlucky' })
    await page.goto('/community')
    await createPost(page, 'Flaky network', 'flaky')
    // docs/decisions/046-writes-retried-by-the-page.md: the first POST never reaches the server.
    const keys: (string | undefined)[] = []
    await page.route('**/api/posts/*/comments**', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      keys.push(route.request().headers()['idempotency-key'])
      if (keys.length === 1) return route.abort('internetdisconnected')
      return route.fallback()
    })
    const post = postCard(page, 'Flaky network')
    await post.getByLabel('Write a comment').fill('sent through a bad connection')
    await post.getByRole('button', { name: 'Send' }).click()
    await expect(post.getByRole('button', { name: '1 Comment' })).toBeVisible()
    await expect(post.getByRole('alert')).toHaveCount(0)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await page.reload()
    const again = postCard(page, 'Flaky network')
    await again.getByRole('button', { name: '1 Comment' }).click()
    await expect(again.getByRole('listitem').filter({ hasText: 'bad connection' })).toHaveCount(1)
    const stored = await (await page.request.get('/api/posts?tags=flaky')).json()
    expect(stored.items[0]).toMatchObject({ commentCount: 1 })
  })

  test('sort and tag filter', async ({ page, signIn }) => {
    await signIn({ name: 'Sorter' })
    await page.goto('/community')
    await createPost(page, 'Sorting older', 'sortcheck, alpha')
    await createPost(page, 'Sorting newer', 'sortcheck, beta')
    const filters = board(page)
      .locator('section, aside, form')
      .filter({ has: page.getByRole('heading', { name: 'Filters/Tags' }) })
      .first()
    await filters.getByLabel('Tags', { exact: true }).fill('SORTCHECK')
    await expect(page).toHaveURL(/tags=/)
    const titles = () => board(page).getByRole('article').getByRole('heading').allTextContents()
    await expect.poll(titles).toEqual(['Sorting newer', 'Sorting older'])
    await filters.getByLabel('Sort').selectOption('oldest')
    await expect.poll(titles).toEqual(['Sorting older', 'Sorting newer'])
    await filters.getByLabel('Tags', { exact: true }).fill('bet')
    await expect.poll(titles).toEqual(['Sorting newer'])
  })

  test('new posts, votes and comments arrive live in another browser', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const watcher = await (await browser.newContext({ baseURL })).newPage()
    await watcher.goto('/community?tags=livecheck')
    await expect(watcher.getByText('No posts available')).toBeVisible()

    await signIn({ name: 'Live Poster' })
    await page.goto('/community')
    await createPost(page, 'Live arrival', 'livecheck')
    const seen = postCard(watcher, 'Live arrival')
    await expect(seen).toBeVisible()

    const post = postCard(page, 'Live arrival')
    await post.getByRole('button', { name: 'Upvote' }).click()
    await post.getByLabel('Write a comment').fill('live comment')
    await post.getByRole('button', { name: 'Send' }).click()
    await expect(seen.getByRole('button', { name: '1 Comment' })).toBeVisible()
    await expect(seen).toContainText('1') // the score
    await watcher.context().close()
  })
})

test('an administrator appoints a moderator, who hides a post in place; another browser loses it live', async ({
  page,
  signIn,
  browser,
  baseURL,
  db,
}) => {
  const { createUserWithSession } = await import('../../src/server/test/users')
  const { E2E_AUTH_SECRET } = await import('./support/e2e-env')
  const helper = await createUserWithSession(db, E2E_AUTH_SECRET, {
    name: 'Helper',
    email: `helper-${Date.now()}@example.in`,
    password: null,
  })

  // The administrator appoints them on /admin, and posts something to be hidden.
  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/admin?tab=moderators')
  await board(page).getByLabel("The member's email address").fill(helper.email)
  await board(page).getByRole('button', { name: 'Make moderator' }).click()
  await expect(board(page).getByText(`${helper.email} is now a moderator.`)).toBeVisible()
  await expect(board(page).getByRole('list', { name: 'Moderators' })).toContainText(helper.email)
  await page.goto('/community')
  await createPost(page, 'Cheap followers, DM me', 'inplace')

  // A reader watches the board; the moderator opens it in their own browser.
  const reader = await (await browser.newContext({ baseURL })).newPage()
  await reader.goto('/community?tags=inplace')
  await expect(reader.getByRole('heading', { name: 'Cheap followers, DM me' })).toBeVisible()
  const moderatorContext = await browser.newContext({ baseURL })
  await addSessionCookie(moderatorContext, helper, baseURL!)
  const moderator = await moderatorContext.newPage()
  await moderator.goto('/community?tags=inplace')
  await moderator.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const card = postCard(moderator, 'Cheap followers, DM me')
  await card.getByRole('button', { name: 'Hide' }).click()
  await card.getByRole('textbox', { name: 'Reason (optional)' }).fill('Spam')
  await card
    .getByRole('group', { name: 'Hide it from everyone?' })
    .getByRole('button', { name: 'Hide' })
    .click()

  // The moderator still sees it, marked; the reader loses it without a reload.
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Unhide' })).toBeVisible()
  await expect(reader.getByRole('heading', { name: 'Cheap followers, DM me' })).toHaveCount(0)
  const audit = await (await page.request.get('/api/admin/audit')).json()
  expect(audit[0]).toMatchObject({
    adminEmail: helper.email,
    action: 'hide',
    detail: 'Cheap followers, DM me · Reason: Spam',
  })
  await reader.context().close()
  await moderatorContext.close()
})

test('a moderator suspends a member: the member is told why and until when, and their comment is refused with the message', async ({
  page,
  signIn,
  browser,
  baseURL,
  db,
}) => {
  const { createUserWithSession } = await import('../../src/server/test/users')
  const { E2E_AUTH_SECRET } = await import('./support/e2e-env')
  const member = await createUserWithSession(db, E2E_AUTH_SECRET, {
    name: 'Hothead',
    email: `hothead-${Date.now()}@example.in`,
    password: null,
  })

  // The member's browser, on the board with a post to answer.
  const memberContext = await browser.newContext({ baseURL })
  await addSessionCookie(memberContext, member, baseURL!)
  await signIn({ email: 'admin@coursecompass.test', name: 'Admin' })
  await page.goto('/community')
  await createPost(page, 'Calm discussion please', 'suspension')

  await page.goto('/admin?tab=suspensions')
  await board(page).getByLabel("The member's email address").fill(member.email)
  await board(page).getByLabel('For how long').selectOption({ label: '7 days' })
  await board(page).getByLabel('Reason (the member sees it)').fill('Insults in comments')
  await board(page).getByRole('button', { name: 'Suspend' }).click()
  await expect(board(page).getByText(`${member.email} is suspended.`)).toBeVisible()
  await expect(board(page).getByRole('list', { name: 'Suspensions' })).toContainText(
    'Insults in comments',
  )

  const memberPage = await memberContext.newPage()
  await memberPage.goto('/community?tags=suspension')
  await memberPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(
    memberPage.getByText(/Your account is suspended until .*: Insults in comments\./),
  ).toBeVisible()
  const card = postCard(memberPage, 'Calm discussion please')
  await card.getByLabel('Write a comment').fill('You are all wrong')
  await card.getByRole('button', { name: 'Send' }).click()
  await expect(
    card.getByText(
      'Your account is suspended: you can read, but not post, comment, vote, review or report.',
    ),
  ).toBeVisible()
  await expect(card.getByRole('button', { name: '0 Comments' })).toBeVisible()

  // Lifted: the notice goes on the next page load, and the comment goes through.
  await board(page).getByRole('button', { name: `Lift the suspension of Hothead` }).click()
  await expect(board(page).getByText('Nobody is suspended.')).toBeVisible()
  await memberPage.reload()
  await memberPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(memberPage.getByText(/Your account is suspended/)).toHaveCount(0)
  await card.getByLabel('Write a comment').fill('Sorry, everyone')
  await card.getByRole('button', { name: 'Send' }).click()
  await expect(card.getByRole('button', { name: '1 Comment' })).toBeVisible()
  await memberContext.close()
})

test('an author edits a post within 15 minutes, and not after', async ({ page, signIn, db }) => {
  const { posts } = await import('../../src/server/db/schema')
  const { eq } = await import('drizzle-orm')
  await signIn({ name: 'Editor' })
  await page.goto('/community')
  await createPost(page, 'Best SSC bok?', 'editwindow')
  const card = postCard(page, 'Best SSC bok?')
  await card.getByRole('button', { name: 'Edit' }).click()
  await card.getByRole('textbox', { name: 'Title' }).fill('Best SSC book?')
  await card.getByRole('button', { name: 'Save' }).click()
  const fixed = postCard(page, 'Best SSC book?')
  await expect(fixed.getByText('edited')).toBeVisible()

  // Sixteen minutes on: no Edit on the page, and the server refuses with the reason.
  const [row] = await db
    .update(posts)
    .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
    .where(eq(posts.title, 'Best SSC book?'))
    .returning({ id: posts.id })
  await page.reload()
  await expect(postCard(page, 'Best SSC book?')).toBeVisible()
  await expect(postCard(page, 'Best SSC book?').getByRole('button', { name: 'Edit' })).toHaveCount(
    0,
  )
  const late = await page.request.patch(`/api/posts/${row!.id}`, {
    data: { title: 'Too late', body: 'B', tags: 'editwindow' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(late.status()).toBe(403)
  expect((await late.json()).error.message).toBe(
    'Posts and comments can be edited for 15 minutes after they are written.',
  )
})
