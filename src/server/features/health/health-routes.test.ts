import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { sql } from 'drizzle-orm'
import { coursePath } from '../../../domain/format'
import { openPostgres, type Database } from '../../db/database'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createTestDatabase, testDatabaseKind } from '../../test/test-database'
import { createUserWithSession, type TestUser } from '../../test/users'
import { fakeWebBuild, sourcePageRenderer } from '../../test/web-app-build'
import type { Course } from '../../../domain/schemas/course'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('readiness, for a load balancer', () => {
  it('is ready while the database answers, and not once the instance is stopping', async () => {
    const ready = await t.app.inject({ url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers['cache-control']).toBe('no-store')

    t.app.readiness.stopping = true
    const stopping = await t.app.inject({ url: '/api/ready' })
    expect(stopping.statusCode).toBe(503)
    expect(stopping.json()).toEqual({ status: 'stopping' })
    // Alive all the same, for the process supervisor.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
    t.app.readiness.stopping = false
  })

  it('is not ready when the database does not answer', async () => {
    const other = await createTestApp()
    await other.database.close()
    const answer = await other.app.inject({ url: '/api/ready' })
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({ status: 'database unavailable' })
    await other.app.close()
  })
})

// Two instances on one PostgreSQL database (docs/decisions/044-numbered-change-events.md): while
// instance B's listening connection keeps being cut (pg_terminate_backend, as a database restart or
// a network fault does), instance A makes 100 changes. Once B is back, it catches up before it says
// it is ready, and its search, catalogue answers and cached pages show all 100 within 2 seconds.
const ADDED = 40
const EDITED = 30
const COMMENTS = 30

/** A word no other course has: 'xq' and letters for the number (search reads words, not digits). */
const wordFor = (n: number) =>
  'xq' +
  [...n.toString(26).padStart(2, '0')]
    .map((c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)])
    .join('')

/** The added courses' words: far (by spelling) from every course B holds before. */
const addedWord = (n: number) => 'zulu' + wordFor(n).slice(2)

/** The pids of the connections that LISTEN for events on the database (src/server/live/event-bus.ts). */
const listening = async (database: Database) =>
  (
    (await database.db.execute(sql`
      SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'coursecompass events'`)) as unknown as {
      rows: Array<{ pid: number }>
    }
  ).rows.map((row) => row.pid)

if (testDatabaseKind === 'postgres')
  describe('readiness while an instance catches up on what it missed (docs/decisions/044-numbered-change-events.md)', () => {
    let a: TestApp
    let b: TestApp
    let databaseB: Database
    let build: ReturnType<typeof fakeWebBuild>
    let admin: TestUser
    let member: TestUser
    /** Three members write the comments, ten each: within each one's per-minute limit. */
    let commenters: TestUser[]
    let edited: Course[]
    let postId: string
    /** A's listening connection, opened before B's: every other one is B's. */
    let listeningOfA: Set<number>

    beforeAll(async () => {
      build = fakeWebBuild()
      const databaseA = await createTestDatabase()
      listeningOfA = new Set(await listening(databaseA))
      databaseB = await openPostgres((databaseA as unknown as { url: string }).url)
      admin = await createUserWithSession(databaseA.db, TEST_AUTH_SECRET, {
        email: 'catch-up-admin@example.in',
      })
      member = await createUserWithSession(databaseA.db, TEST_AUTH_SECRET)
      commenters = [member]
      for (let i = 0; i < 2; i++)
        commenters.push(await createUserWithSession(databaseA.db, TEST_AUTH_SECRET))
      a = await createTestApp({ database: databaseA, adminEmails: [admin.email] })
      b = await createTestApp({
        database: databaseB,
        webDistDir: build.dir,
        pageRenderer: await sourcePageRenderer(),
      })
      edited = await insertCourses(
        databaseA,
        Array.from({ length: EDITED }, (_, i) =>
          makeCourse({ courseName: `Before ${wordFor(i)}` }),
        ),
      )
      const post = await requestAs(a.app, 'POST', '/api/posts', member, {
        title: 'Comments that must reach the other instance',
        body: 'Every comment below is written through instance A.',
        tags: 'catchup',
      })
      expect(post.statusCode).toBe(201)
      postId = (post.json() as { postId: string }).postId
    })
    afterAll(async () => {
      await b?.app.close()
      await databaseB?.close()
      await a?.close()
      build?.remove()
    })

    const onB = (url: string) => b.app.inject({ url })
    const searchB = async (word: string) =>
      ((await onB(`/api/courses?q=${word}`)).json() as { items: Course[] }).items
    /** The course page as a visitor of B reads it (the page cache serves anonymous visitors). */
    const pageOnB = async (course: Course) => {
      let res = await onB(coursePath(course))
      if (res.statusCode >= 300 && res.statusCode < 400) res = await onB(res.headers.location!)
      return res
    }

    it('B answers 503 while it catches up, then shows all 100 changes within 2 seconds', async () => {
      // B has seen the courses (its search index, its catalogue cache and its page cache hold them)
      // and has answered each search for a course that does not exist yet.
      await expect.poll(async () => (await searchB(wordFor(0))).length, { timeout: 5000 }).toBe(1)
      for (const [i, course] of edited.entries()) {
        expect((await onB(`/api/courses/${course.courseId}`)).statusCode).toBe(200)
        expect((await pageOnB(course)).body).toContain(`Before ${wordFor(i)}`)
      }
      for (let i = 0; i < ADDED; i++) expect(await searchB(addedWord(i))).toEqual([])
      expect((await onB('/community')).body).toContain('0 Comments')

      // Cut B's listening connection again and again while A writes.
      expect(listeningOfA.size).toBe(1)
      let cutting = true
      const readiness = new Set<string>()
      const cuts = (async () => {
        let cut = 0
        while (cutting) {
          for (const pid of await listening(a.database)) {
            if (listeningOfA.has(pid)) continue
            await a.database.db.execute(sql`SELECT pg_terminate_backend(${pid})`)
            cut++
          }
          readiness.add(((await onB('/api/ready')).json() as { status: string }).status)
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        return cut
      })()

      const writes: Array<Promise<{ statusCode: number; body: string }>> = []
      for (let i = 0; i < ADDED; i++) {
        writes.push(
          requestAs(a.app, 'POST', '/api/courses', admin, {
            ...makeCourse({
              courseName: `Added ${addedWord(i)}`,
              imageUrl: 'https://example.com/course.png',
            }),
            isBestseller: undefined,
          }),
        )
      }
      for (const [i, course] of edited.entries()) {
        writes.push(
          requestAs(a.app, 'PATCH', `/api/admin/courses/${course.courseId}`, admin, {
            courseName: `After ${wordFor(i)}`,
          }),
        )
      }
      for (let i = 0; i < COMMENTS; i++) {
        writes.push(
          requestAs(a.app, 'POST', `/api/posts/${postId}/comments`, commenters[i % 3], {
            text: `Comment number ${i + 1} from A`,
          }),
        )
      }
      const answers = await Promise.all(writes).finally(() => (cutting = false))
      expect(answers.filter((res) => res.statusCode >= 300).map((res) => res.body)).toEqual([])
      expect(await cuts).toBeGreaterThan(0)
      expect(readiness).toContain('catching up')

      // B reconnects and catches up; from the moment it says it is ready, 2 seconds at most.
      await expect
        .poll(async () => (await onB('/api/ready')).statusCode, { timeout: 10_000 })
        .toBe(200)
      const deadline = { timeout: 2000, interval: 50 }
      await expect
        .poll(async () => {
          let seen = 0
          for (let i = 0; i < ADDED; i++) {
            const found = await searchB(addedWord(i))
            if (found.some((course) => course.courseName === `Added ${addedWord(i)}`)) seen++
          }
          for (const [i, course] of edited.entries()) {
            const detail = (await onB(`/api/courses/${course.courseId}`)).json() as Course
            const page = (await pageOnB(course)).body
            if (detail.courseName === `After ${wordFor(i)}` && page.includes(`After ${wordFor(i)}`))
              seen++
          }
          // The board's cached page counts the comments (each comment.added lets it go).
          const board = (await onB('/community')).body
          if (board.includes(`${COMMENTS} Comments`)) seen += COMMENTS
          return seen
        }, deadline)
        .toBe(ADDED + EDITED + COMMENTS)
    })
  })
