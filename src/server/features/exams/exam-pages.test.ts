// The exams' pages as the server renders them with the web app's own components and the API's
// data (docs/product.md#government-exams), in English and Hindi, on a clock the test sets: what a
// crawler, a visitor without JavaScript, or a slow phone's first paint gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { coursePath } from '../../../domain/format'
import { courseExams, exams } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app'
import { fakeWebBuild, sourcePageRenderer } from '../../test/web-app-build'
import { visibleText } from '../../test/page-text'

let t: TestApp
let build: ReturnType<typeof fakeWebBuild>

beforeAll(async () => {
  build = fakeWebBuild()
  t = await createTestApp({
    webDistDir: build.dir,
    pageRenderer: await sourcePageRenderer(),
    // India's 28 November 2026.
    now: () => new Date('2026-11-28T04:30:00Z'),
    // An exam whose answer fails on the server's side, as a database that is away would.
    beforeReady: (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (request.url.startsWith('/api/exams/broken-2026')) {
          await reply.status(500).send({ error: { code: 'internal_error', message: 'boom' } })
        }
      }),
  })
  await insertCourses(t.database, [
    makeCourse({ courseName: 'SSC CHSL Complete Batch', category: 'govt exam', price: 999 }),
    makeCourse({ courseName: 'SSC CHSL Free Mock Tests', category: 'govt exam', price: null }),
    makeCourse({
      courseName: 'SSC CHSL हिंदी बैच',
      category: 'govt exam',
      language: 'Hindi',
      price: 499,
    }),
    makeCourse({ courseName: 'SSC CHSL for IT people', category: 'web dev', price: 299 }),
  ])
})
afterAll(async () => {
  await t.close()
  build.remove()
})

const get = (url: string) => t.app.inject({ url })

describe('/exams', () => {
  it('lists the exams with where their applications stand, closing first', async () => {
    const res = await get('/exams')
    expect(res.statusCode).toBe(200)
    const text = visibleText(res.body)
    expect(res.body).toContain('<title>Government exam dates | CourseCompass</title>')
    expect(text).toContain('SSC CHSL 2026')
    expect(text.indexOf('SSC CHSL 2026')).toBeLessThan(text.indexOf('SSC CGL 2026'))
    expect(text).toContain(
      'Closing soon SSC Sample dates SSC CHSL 2026 Applications close in 6 days',
    )
    expect(text).toContain('IBPS PO 2026 Result out on 20 Nov 2026')
    expect(res.body).toContain('href="/exams/ssc-chsl-2026"')
  })

  it('filters by links that work without script, the chosen one marked', async () => {
    const res = await get('/exams?body=ssc&status=over')
    const text = visibleText(res.body)
    expect(text).toContain('SSC CGL 2026')
    expect(text).not.toContain('SSC CHSL 2026')
    expect(text).not.toContain('IBPS PO 2026')
    // Both filters' chosen chips are marked, and each leads to this very page.
    const current = [...res.body.matchAll(/<a aria-current="page"[^>]*href="([^"]*)"/g)]
    expect(current.map((match) => match[1])).toEqual([
      '/exams?body=ssc&amp;status=over',
      '/exams?body=ssc&amp;status=over',
    ])
    expect(res.body).toContain('href="/exams?status=over"')
    // A filter it does not know is no filter.
    expect(visibleText((await get('/exams?body=nasa')).body)).toContain('IBPS PO 2026')
  })

  it('is in Hindi with ?lang=hi', async () => {
    const text = visibleText((await get('/exams?lang=hi')).body)
    expect(text).toContain('सरकारी परीक्षाओं की तारीखें')
    expect(text).toContain('आवेदन 6 दिन में बंद होंगे')
    expect(text).toContain('राज्य आयोग')
  })
})

describe('/exams/:slug', () => {
  it("shows today's news, the sample notice, the stages in order and the courses, best free and Hindi first", async () => {
    const res = await get('/exams/ssc-chsl-2026')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>SSC CHSL 2026 | CourseCompass</title>')
    const text = visibleText(res.body)
    expect(text).toContain('SSC CHSL 2026 Applications close in 6 days')
    expect(text).toContain('Sample dates: this exam comes with the site as an example')
    expect(text).toContain(
      'Notification , Done 17 Nov 2026 Applications Now 17 Nov 2026 – 4 Dec 2026 Last day for the fee Next 5 Dec 2026',
    )
    expect(text).toContain('Tier 1 , Later 8 Feb 2027 – 26 Feb 2027')
    expect(text).toContain('No moderator has checked these dates yet.')
    const courses = text.slice(text.indexOf('Courses that prepare for SSC CHSL 2026'))
    expect(courses).toMatch(
      /^Courses that prepare for SSC CHSL 2026 Best free course .*SSC CHSL Free Mock Tests .*Best course in Hindi .*SSC CHSL हिंदी बैच .*SSC CHSL Complete Batch/,
    )
    // Only the government-exam catalogue's courses, each once.
    expect(courses).not.toContain('SSC CHSL for IT people')
    expect(courses.split('SSC CHSL Free Mock Tests')).toHaveLength(2)
  })

  it('names each stage as a schema.org Event in its JSON-LD', async () => {
    const res = await get('/exams/ssc-cgl-2026')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1]
    const events = JSON.parse(json!) as {
      '@type': string
      name: string
      startDate: string
      endDate: string
    }[]
    expect(events).toHaveLength(8)
    expect(events.every((event) => event['@type'] === 'Event')).toBe(true)
    expect(events[6]).toMatchObject({
      name: 'SSC CGL 2026: Tier 2',
      startDate: '2026-12-14',
      endDate: '2026-12-16',
      // Addresses in JSON-LD are whole: a crawler reads them without the page.
      url: `${TEST_SITE_URL}/exams/ssc-cgl-2026`,
    })
    // The page offers its dates as a calendar file, in the page's language.
    expect(res.body).toContain('href="/api/exams/ssc-cgl-2026/calendar.ics?lang=en"')
  })

  it('is in Hindi with ?lang=hi', async () => {
    const text = visibleText((await get('/exams/ssc-chsl-2026?lang=hi')).body)
    expect(text).toContain('आवेदन 6 दिन में बंद होंगे')
    expect(text).toContain('नमूना तारीखें')
    expect(text).toContain('SSC CHSL 2026 की तैयारी के कोर्स')
  })

  // It once said 'Exam not found' with a 200 that the page cache kept.
  it("says an exam that failed to load failed, with a retry and a 503 no cache keeps, not that it isn't there", async () => {
    const res = await get('/exams/broken-2026')
    expect(res.statusCode).toBe(503)
    expect(res.headers.etag).toBeUndefined()
    const text = visibleText(res.body)
    expect(text).toContain('We could not load this exam.')
    expect(text).toContain('Try again')
    expect(text).not.toContain('Exam not found')
  })

  it('answers an exam that is not there, or an address that cannot be one, with a 404 page', async () => {
    for (const url of ['/exams/ssc-cgl-2099', '/exams/SSC-CGL', '/exams/%3Cscript%3E']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(visibleText(res.body), url).toContain('Exam not found')
    }
  })
})

describe('a course page', () => {
  it('says which exams the course prepares for, each linking its dates', async () => {
    const [course] = await insertCourses(t.database, [
      makeCourse({ courseName: 'Combined Graduate Batch', category: 'govt exam' }),
    ])
    const db = t.database.db
    for (const slug of ['ssc-chsl-2026', 'ssc-cgl-2026']) {
      const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug))
      await db.insert(courseExams).values({ courseId: course!.courseId, examId: exam!.id })
    }
    const page = await get(coursePath(course!))
    // (The helper reads each link as a word of its own: ' ,'.)
    expect(visibleText(page.body)).toMatch(/Prepares for: SSC CGL 2026 ?, SSC CHSL 2026/)
    expect(page.body).toContain('href="/exams/ssc-chsl-2026"')
    // And the exam's page lists the course, though its words are not the exam's search ('SSC CHSL').
    const examPage = visibleText((await get('/exams/ssc-chsl-2026')).body)
    expect(examPage).toContain('Combined Graduate Batch')
    const hindi = await get(`${coursePath(course!)}?lang=hi`)
    expect(visibleText(hindi.body)).toMatch(/इसकी तैयारी कराता है: SSC CGL 2026 ?, SSC CHSL 2026/)
  })
})

describe('/govt-exam-courses', () => {
  it('names the exams a search names under its chips, each linking its page', async () => {
    const chip = await get('/govt-exam-courses?q=SSC')
    const text = visibleText(chip.body)
    expect(text).toContain('Exam dates')
    expect(text).toMatch(/SSC CHSL 2026\s*Closing soon/)
    expect(chip.body).toContain('href="/exams/ssc-chsl-2026"')
    expect(chip.body).toContain('href="/exams/ssc-cgl-2026"')
    // An exam's name, with its year: that exam alone.
    const named = await get('/govt-exam-courses?q=ssc+cgl+2026')
    expect(named.body).toContain('href="/exams/ssc-cgl-2026"')
    expect(named.body).not.toContain('href="/exams/ssc-chsl-2026"')
    // In Hindi too; and nothing for a search about something else.
    expect(visibleText((await get('/govt-exam-courses?q=Railway&lang=hi')).body)).toMatch(
      /परीक्षा की तारीखें\s*RRB NTPC 2026/,
    )
    const other = await get('/govt-exam-courses?q=python')
    expect(other.body).not.toMatch(/href="\/exams\/[a-z]/)
  })
})
