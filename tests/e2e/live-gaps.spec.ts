// Changes made while a page loads, or while its event stream is down, still reach it without a
// reload (docs/decisions/044-numbered-change-events.md): the page carries the number of the last
// change its HTML shows, and its stream starts from there.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import type { Browser, Page } from '@playwright/test'
import { coursePath } from '../../src/domain/format'
import type { Db } from '../../src/server/db/db-type'
import { posts, users } from '../../src/server/db/schema'
import { insertCourses, makeCourse } from '../../src/server/test/course-factory'
import { createSessionCookie, createUserWithSession } from '../../src/server/test/users'
import { E2E_AUTH_SECRET, E2E_BASE_URL, E2E_PORT } from './support/e2e-env'
import { expect, test } from './support/fixtures'

const ADMIN_EMAIL = 'admin@coursecompass.test'

/** A write through the site's API, as another person's browser sends it. */
async function write(method: string, path: string, cookie: string, body: unknown) {
  const res = await fetch(`${E2E_BASE_URL}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
}

async function cookieOf(db: Db, email: string) {
  const [admin] = await db.select().from(users).where(eq(users.email, email))
  if (admin) return createSessionCookie(db, E2E_AUTH_SECRET, admin.id)
  return (
    await createUserWithSession(db, E2E_AUTH_SECRET, { email, name: 'Admin', password: null })
  ).cookie
}

const members = (db: Db, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createUserWithSession(db, E2E_AUTH_SECRET, { password: null }).then((user) => user.cookie),
    ),
  )

/** The board's card of the post with this title. */
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

/** A visitor's page whose app scripts arrive `delay` ms late (a slow phone), not yet hydrated. */
async function slowPage(browser: Browser, path: string, delay: number) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay))
    await route.continue()
  })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return page
}

test('100 changes made while pages hydrate (scripts 0 to 2,000 ms late) all reach the open pages', async ({
  browser,
  db,
}) => {
  test.setTimeout(120_000)
  const admin = await cookieOf(db, ADMIN_EMAIL)
  const people = await members(db, 5)
  const author = (await createUserWithSession(db, E2E_AUTH_SECRET, { password: null })).id
  let reached = 0
  for (const delay of [0, 250, 500, 1000, 2000]) {
    const tag = `gap${delay}`
    const [course] = await insertCourses({ db }, [
      makeCourse({ courseName: `Hydration Gap Course ${delay}` }),
    ])
    const titles = {
      comments: `Comments arrive ${delay}`,
      votes: `Votes arrive ${delay}`,
      hidden: [1, 2, 3, 4, 5].map((n) => `Hidden ${n} at ${delay}`),
    }
    const made = await db
      .insert(posts)
      .values(
        [titles.comments, titles.votes, ...titles.hidden].map((title) => ({
          userId: author,
          title,
          body: 'A post for the hydration test.',
          tags: [tag],
        })),
      )
      .returning({ id: posts.id, title: posts.title })
    const idOf = (title: string) => made.find((post) => post.title === title)!.id

    const coursePage = await slowPage(browser, coursePath(course!), delay)
    const board = await slowPage(browser, `/community?tags=${tag}`, delay)
    // The pages are painted from the server; their scripts are still on the way.
    const reviews = people.map((cookie, i) =>
      write('POST', `/api/courses/${course!.courseId}/reviews`, cookie, {
        rating: 4,
        text: `Gap review ${i + 1} at ${delay} ms`,
      }),
    )
    const comments = people.map((cookie, i) =>
      write('POST', `/api/posts/${idOf(titles.comments)}/comments`, cookie, {
        text: `Gap comment ${i + 1}`,
      }),
    )
    const votes = people.map((cookie) =>
      write('POST', `/api/posts/${idOf(titles.votes)}/vote`, cookie, { direction: 'up' }),
    )
    const hides = titles.hidden.map((title) =>
      write('PUT', `/api/admin/posts/${idOf(title)}/hidden`, admin, {
        hidden: true,
        reason: 'Hidden while the page hydrates',
      }),
    )
    await Promise.all([...reviews, ...comments, ...votes, ...hides])
    await Promise.all([hydrated(coursePage), hydrated(board)])

    for (let i = 1; i <= 5; i++) {
      await expect(coursePage.getByText(`Gap review ${i} at ${delay} ms`)).toBeVisible()
      reached++
    }
    await expect(
      card(board, titles.comments).getByRole('button', { name: '5 Comments' }),
    ).toBeVisible()
    reached += 5
    await expect(card(board, titles.votes).getByTestId('post-score')).toHaveText('5')
    reached += 5
    for (const title of titles.hidden) {
      await expect(card(board, title)).toHaveCount(0)
      reached++
    }
    await coursePage.context().close()
    await board.context().close()
  }
  expect(reached).toBe(100)
})

/**
 * A TCP relay to the server that can cut every connection through it and refuse new ones, as a
 * phone losing its signal does, and then let them through again.
 */
async function startRelay() {
  const sockets = new Set<net.Socket>()
  let cut = false
  const server = net.createServer((socket) => {
    if (cut) return socket.destroy()
    const upstream = net.connect(E2E_PORT, '127.0.0.1')
    for (const [a, b] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      a.pipe(b)
      a.on('error', () => b.destroy())
      a.on('close', () => b.destroy())
      sockets.add(a)
      a.on('close', () => sockets.delete(a))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      cut = true
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      cut = false
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test('a page whose event stream was cut shows the 20 changes made meanwhile once it is back', async ({
  browser,
  db,
}) => {
  const people = await members(db, 5)
  const author = (await createUserWithSession(db, E2E_AUTH_SECRET, { password: null })).id
  const [course] = await insertCourses({ db }, [
    makeCourse({ courseName: 'Dropped Stream Course' }),
  ])
  const [post] = await db
    .insert(posts)
    .values({ userId: author, title: 'Dropped stream post', body: 'Cut.', tags: ['dropped'] })
    .returning({ id: posts.id })
  const relay = await startRelay()
  try {
    const context = await browser.newContext({ baseURL: relay.url })
    const coursePage = await context.newPage()
    await coursePage.goto(coursePath(course!))
    await hydrated(coursePage)
    const board = await context.newPage()
    await board.goto('/community?tags=dropped')
    await hydrated(board)
    await expect(card(board, 'Dropped stream post')).toBeVisible()
    relay.cut()

    const reviews = people.map((cookie, i) =>
      write('POST', `/api/courses/${course!.courseId}/reviews`, cookie, {
        rating: 5,
        text: `Written while cut off ${i + 1}`,
      }),
    )
    const comments = [...people, ...people].map((cookie, i) =>
      write('POST', `/api/posts/${post!.id}/comments`, cookie, { text: `Cut comment ${i + 1}` }),
    )
    const votes = people.map((cookie) =>
      write('POST', `/api/posts/${post!.id}/vote`, cookie, { direction: 'up' }),
    )
    await Promise.all([...reviews, ...comments, ...votes])
    // Nothing reached the pages while they were cut off.
    await expect(coursePage.getByText('Written while cut off 1')).toHaveCount(0)
    relay.restore()

    for (let i = 1; i <= 5; i++)
      await expect(coursePage.getByText(`Written while cut off ${i}`)).toBeVisible()
    await expect(
      card(board, 'Dropped stream post').getByRole('button', { name: '10 Comments' }),
    ).toBeVisible()
    await expect(card(board, 'Dropped stream post').getByTestId('post-score')).toHaveText('5')
    await context.close()
  } finally {
    await relay.close()
  }
})
