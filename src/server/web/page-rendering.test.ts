// Pages rendered on the server with the web app's own components and the API's data: what a
// crawler, a visitor without JavaScript, or a slow phone's first paint gets.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Course } from '../../domain/schemas/course'
import { coursePath } from '../../domain/format'
import { PAGE_STATE_ELEMENT_ID } from '../../domain/page-render'
import { insertCourses, makeCourse } from '../test/course-factory'
import {
  createTestApp,
  requestAs,
  TEST_AUTH_SECRET,
  TEST_SITE_URL,
  type TestApp,
} from '../test/test-app'
import { createUserWithSession, type TestUser } from '../test/users'
import { FAKE_HINDI_FONT, fakeWebBuild, sourcePageRenderer } from '../test/web-app-build'
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  pageChunksOf,
  PRIVATE_PAGE_CACHE_CONTROL,
} from './page-rendering'
import { PAGE_SCRIPT_LOADER, PAGE_SCRIPTS_ELEMENT_ID } from './page-template'
import { visibleText } from '../test/page-text'

let t: TestApp
let build: ReturnType<typeof fakeWebBuild>
let react: Course
let python: Course
let user: TestUser

beforeAll(async () => {
  build = fakeWebBuild()
  t = await createTestApp({ webDistDir: build.dir, pageRenderer: await sourcePageRenderer() })
  const inserted = await insertCourses(t.database, [
    makeCourse({
      courseName: 'React <b>Hooks</b> Bootcamp',
      category: 'Web Development',
      platform: 'Udemy',
      price: 4999,
    }),
    makeCourse({ courseName: 'Python for Data Science', category: 'Data Science', price: null }),
  ])
  react = inserted[0]!
  python = inserted[1]!
  user = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Asha' })
})
afterAll(async () => {
  await t.close()
  build.remove()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

function pageState(html: string): {
  queries: { queries: { queryKey: unknown[] }[] }
  eventId?: number
} {
  const re = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
  )
  return JSON.parse(re.exec(html)![1]!)
}

function createPost(by: TestUser, fields: Record<string, string>) {
  const boundary = 'page-rendering-test'
  const payload =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  return t.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: by.cookie },
  })
}

describe('pages rendered on the server', () => {
  it('the catalogue arrives with its courses, facet counts and the filters from the URL', async () => {
    const all = await get('/all-courses')
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toContain('text/html')
    expect(all.body).toContain('<title>All Courses | CourseCompass</title>')
    const text = visibleText(all.body)
    expect(text).toContain('React <b>Hooks</b> Bootcamp')
    expect(text).toContain('Python for Data Science')
    // The category select offers what the catalogue holds, with counts.
    expect(all.body).toMatch(/<option value="Data Science"[^>]*>Data Science \(1\)<\/option>/)

    const filtered = await get('/all-courses?category=Web%20Development')
    const filteredText = visibleText(filtered.body)
    expect(filteredText).toContain('React <b>Hooks</b> Bootcamp')
    expect(filteredText).not.toContain('Python for Data Science')
    expect(filtered.body).toMatch(/<option value="Web Development" selected=""/)
  })

  it("a course page carries the course, its reviews and the learners' rating", async () => {
    const review = await requestAs(t.app, 'POST', `/api/courses/${react.courseId}/reviews`, user, {
      rating: 4,
      text: 'Clear explanations of hooks and state.',
    })
    expect(review.statusCode).toBe(201)
    const res = await get(coursePath(react))
    expect(res.statusCode).toBe(200)
    const text = visibleText(res.body)
    expect(text).toContain('React <b>Hooks</b> Bootcamp')
    expect(text).toContain('Clear explanations of hooks and state.')
    // One rating is too few for an average (docs/product.md#reviews).
    expect(text).toContain('Too few ratings (1)')
    expect(text).toContain('Too few ratings: 1 learner rated it so far.')
    // The reviews are in the page's HTML, to hydrate later (docs/decisions/061), and nothing of
    // it is sent apart for an inline script to move (the pages' CSP refuses inline scripts).
    expect(res.body).toContain('data-later')
    expect(res.body).not.toMatch(/\$RC\(|<template id="B:/)
    // The course's own head tags, once.
    expect(res.body.match(/<title>/g)).toHaveLength(1)
    expect(res.body).toContain('<meta property="og:title"')
    // Markup in a course name is text, in the page and in its state.
    expect(res.body).not.toContain('<b>Hooks</b>')
    expect(pageState(res.body).queries.queries.map((q) => q.queryKey)).toContainEqual([
      'courses',
      'detail',
      react.courseId,
    ])
  })

  it('a page carries the number of the last change its data shows, so the browser asks only for what came after (docs/decisions/044)', async () => {
    const ravi = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Ravi' })
    const review = await requestAs(t.app, 'POST', `/api/courses/${react.courseId}/reviews`, ravi, {
      rating: 5,
      text: 'Numbered: the page shows this review and says so.',
    })
    expect(review.statusCode).toBe(201)
    const res = await get(coursePath(react))
    expect(visibleText(res.body)).toContain('Numbered: the page shows this review and says so.')
    const { eventId } = pageState(res.body)
    expect(eventId).toBe(t.database.bus.lastId)
    // Nothing after it yet; a change now comes after it.
    expect(await t.database.bus.since(eventId!)).toMatchObject({ tooOld: false, events: [] })
    const later = await t.database.bus.publish({ type: 'course.updated', courseId: react.courseId })
    expect(later).toBeGreaterThan(eventId!)
  })

  it('the community board arrives with its first posts', async () => {
    const created = await createPost(user, {
      title: 'Which SSC batch is worth it?',
      body: 'Comparing two batches',
      tags: 'ssc',
    })
    expect(created.statusCode).toBe(201)
    const text = visibleText((await get('/community')).body)
    expect(text).toContain('Which SSC batch is worth it?')
  })

  it('the comparison page arrives with the courses chosen in the URL', async () => {
    const res = await get(`/course-comparison?courses=${react.courseId},${python.courseId}`)
    const table = /<table[\s\S]*<\/table>/.exec(res.body)?.[0] ?? ''
    expect(table).toContain('React &lt;b&gt;Hooks&lt;/b&gt; Bootcamp')
    expect(table).toContain('Python for Data Science')
  })

  it('every public page has its texts, not their keys (each page loads its own)', async () => {
    const key =
      /\b(admin|comparison|community|terms|landing|addCourse|auth|contact|library|account|catalogue|course|reviews|nav|footer|pages|search|errors)\.[a-z][A-Za-z]+/
    for (const url of [
      '/',
      '/all-courses',
      '/govt-exam-courses',
      coursePath(react),
      '/community',
      `/course-comparison?courses=${react.courseId}`,
      '/contact-us',
      '/termsAndConditions',
      '/sign-in',
      '/addcourse',
      '/my-courses',
      '/account',
      '/admin',
      '/no/such/page',
    ]) {
      const res = await get(url)
      const text = visibleText(res.body)
      expect(text.match(key)?.[0], url).toBeUndefined()
      expect(text.length, url).toBeGreaterThan(200)
    }
  })

  it('answers unknown pages and courses with a 404 and the page that says so', async () => {
    const page = await get('/no/such/page')
    expect(page.statusCode).toBe(404)
    expect(visibleText(page.body)).toContain('Page not found')
    for (const url of ['/home/00000000-0000-4000-8000-000000000000/x', '/home/not-an-id/x']) {
      const course = await get(url)
      expect(course.statusCode, url).toBe(404)
      expect(visibleText(course.body), url).toContain('Course not found!')
    }
  })

  it('streams a page to its first anonymous visitor, then serves it to the next with an ETag', async () => {
    // An address no test asked for yet: nothing of it is cached.
    const url = '/all-courses?sort=rating'
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
    expect(first.headers.vary).toMatch(/cookie/i)
    expect(first.headers.etag).toBeUndefined()

    const second = await get(url)
    expect(second.body).toBe(first.body)
    const etag = String(second.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    expect(second.headers['cache-control']).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)

    const again = await get(url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // A new course (an event on the bus) makes a new page, and then a new tag.
    await insertCourses(t.database, [makeCourse({ courseName: 'Kotlin for Android' })])
    await vi.waitFor(async () => {
      const changed = await get(url, { 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(visibleText(changed.body)).toContain('Kotlin for Android')
    })
    await vi.waitFor(async () => {
      const next = await get(url, { 'if-none-match': etag })
      expect(next.statusCode).toBe(200)
      expect(next.headers.etag).toMatch(/^W\/".+"$/)
      expect(next.headers.etag).not.toBe(etag)
    })
  })

  describe('a change lets go of the cached pages that show what it touched, and no others', () => {
    /** Renders the page, then asks again until the cache serves it: its ETag. */
    async function cachedTag(url: string): Promise<string> {
      await get(url)
      let etag: string | undefined
      await vi.waitFor(async () => {
        etag = (await get(url)).headers.etag as string | undefined
        expect(etag).toBeTruthy()
      })
      return etag!
    }
    /** Whether the page is still the cached one: its ETag is answered 304. */
    const stillCached = async (url: string, etag: string) =>
      (await get(url, { 'if-none-match': etag })).statusCode === 304

    it('a favourite or a helpful mark: the pages that show the course', async () => {
      const reactPage = coursePath(react)
      const pythonPage = coursePath(python)
      const pythonList = '/all-courses?category=Data%20Science'
      const author = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
      const review = await requestAs(
        t.app,
        'POST',
        `/api/courses/${react.courseId}/reviews`,
        author,
        {
          text: 'Marked helpful while pages are cached.',
        },
      )
      const fan = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)

      let tags = [
        await cachedTag(reactPage),
        await cachedTag(pythonPage),
        await cachedTag(pythonList),
      ]
      await requestAs(t.app, 'PUT', `/api/me/favorites/${react.courseId}`, fan)
      expect(await stillCached(reactPage, tags[0]!)).toBe(false)
      expect(await stillCached(pythonPage, tags[1]!)).toBe(true)
      expect(await stillCached(pythonList, tags[2]!)).toBe(true)

      tags = [await cachedTag(reactPage), tags[1]!, tags[2]!]
      const mark = await requestAs(
        t.app,
        'PUT',
        `/api/reviews/${review.json().reviewId}/helpful`,
        fan,
      )
      expect(mark.statusCode).toBe(200)
      expect(await stillCached(reactPage, tags[0]!)).toBe(false)
      expect(await stillCached(pythonPage, tags[1]!)).toBe(true)
      expect(await stillCached(pythonList, tags[2]!)).toBe(true)
    })

    it('a vote: the boards that show the post, and those ordered by votes', async () => {
      const writer = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
      const voted = (
        await createPost(writer, { title: 'Votes move me', body: 'B', tags: 'votes-move' })
      ).json()
      await createPost(writer, { title: 'Elsewhere', body: 'B', tags: 'elsewhere' })
      const pages = [
        '/community?tags=votes-move',
        '/community?sort=top',
        '/community?tags=elsewhere',
      ]
      const tags = []
      for (const url of pages) tags.push(await cachedTag(url))
      const voter = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
      const vote = await requestAs(t.app, 'POST', `/api/posts/${voted.postId}/vote`, voter, {
        direction: 'up',
      })
      expect(vote.statusCode).toBe(200)
      expect(await stillCached(pages[0]!, tags[0]!)).toBe(false)
      expect(await stillCached(pages[1]!, tags[1]!)).toBe(false)
      expect(await stillCached(pages[2]!, tags[2]!)).toBe(true)
    })
  })

  it('paints without waiting for another file: theme script and styles are in the page', async () => {
    const res = await get('/contact-us')
    expect(res.body).toContain("<script>document.documentElement.classList.add('js')\n</script>")
    expect(res.body).toMatch(/<style>@font-face\{[^}]*\}body\{margin:0\}\n<\/style>/)
    expect(res.body).not.toContain('src="/theme-init.js"')
    expect(res.body).not.toContain('rel="stylesheet"')
    // The policy still allows no inline script but that one, by its hash.
    const hash = createHash('sha256')
      .update("document.documentElement.classList.add('js')\n")
      .digest('base64')
    const loaderHash = createHash('sha256').update(PAGE_SCRIPT_LOADER).digest('base64')
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${loaderHash}' 'sha256-${hash}';`,
    )
  })

  it("starts the app's scripts only after the page has painted", async () => {
    const res = await get('/all-courses')
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    expect(head).not.toMatch(/<script type="module"|modulepreload/)
    const scripts = JSON.parse(
      new RegExp(
        `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">(.*?)</script>`,
      ).exec(res.body)![1]!,
    )
    expect(scripts.entry).toBe('/assets/index-abc.js')
    expect(res.body).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>`)
  })

  it('never lets a shared cache keep the page of a visitor with a session', async () => {
    const res = await get('/all-courses', { cookie: user.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL)
    expect(res.headers.etag).toBeUndefined()
    expect(visibleText(res.body)).toContain('Python for Data Science')
  })

  it("marks a page asked for with a session cookie, so visitors' prompts stay hidden for members", async () => {
    const course = await get('/community', { cookie: user.cookie })
    expect(course.body).toMatch(/<html lang="en" data-session="">/)
    // The prompt is in the page for everyone until the session is known, hidden by the mark.
    expect(course.body).toContain('Sign in to publish a post.')
    expect(course.body).toMatch(/class="session:hidden /)
    const anonymous = await get('/community')
    expect(anonymous.body).toMatch(/<html lang="en">/)
    expect(anonymous.body).not.toContain('data-session')
  })

  describe('in Hindi', () => {
    const devanagari = /[\u0900-\u097F]/g
    const hindiShare = (text: string) => (text.match(devanagari) ?? []).length / text.length

    it('renders the page in the language the cookie, ?lang= or the browser asks for', async () => {
      const asking: Record<string, string>[] = [
        { cookie: 'cc_lang=hi' },
        { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      ]
      for (const headers of asking) {
        const res = await get('/community', headers)
        expect(res.body).toMatch(/^<!doctype html>\s*<html lang="hi"/i)
        expect(res.body).toMatch(/<title>कम्युनिटी \| CourseCompass<\/title>/)
        expect(res.body).toContain('<meta name="description" content="CourseCompass: ऑनलाइन IT')
        expect(visibleText(res.body)).toContain('कम्युनिटी पोस्ट')
      }
      const asked = await get('/community?lang=hi', { cookie: 'cc_lang=en' })
      expect(asked.body).toMatch(/<html lang="hi"/)
      const english = await get('/community', { 'accept-language': 'ta-IN,en;q=0.5' })
      expect(english.body).toMatch(/<html lang="en"/)
      expect(visibleText(english.body)).toContain('Community Posts')
    })

    it('preloads the Devanagari font on Hindi pages only', async () => {
      const preload = `<link rel="preload" href="${FAKE_HINDI_FONT}" as="font" type="font/woff2" crossorigin>`
      const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
      for (const url of ['/', '/all-courses', coursePath(react), '/community']) {
        expect(headOf((await get(url, { cookie: 'cc_lang=hi' })).body), url).toContain(preload)
        expect(headOf((await get(url)).body), url).not.toContain('rel="preload" href="/assets/')
      }
    })

    it('writes every public page in Hindi, with the texts the browser needs beside it', async () => {
      for (const url of ['/', '/all-courses', '/govt-exam-courses', '/community', '/contact-us']) {
        const res = await get(url, { cookie: 'cc_lang=hi' })
        const text = visibleText(res.body)
        expect(hindiShare(text), url).toBeGreaterThan(0.3)
        const state = pageState(res.body) as unknown as {
          language: string
          messages: Record<string, unknown>
        }
        expect(state.language, url).toBe('hi')
        expect(Object.keys(state.messages), url).toEqual(
          expect.arrayContaining(['nav', 'catalogue', 'errors']),
        )
      }
      // An English page gets the core texts too (the bundle carries none); its page's own section
      // comes with the page's code.
      const english = pageState((await get('/community')).body) as unknown as {
        language: string
        messages: Record<string, { feedTitle?: string }>
      }
      expect(english.language).toBe('en')
      expect(Object.keys(english.messages)).toEqual(expect.arrayContaining(['nav', 'catalogue']))
      expect(english.messages.community).toBeUndefined()
      const hindi = pageState(
        (await get('/community', { cookie: 'cc_lang=hi' })).body,
      ) as unknown as {
        messages: Record<string, { feedTitle?: string }>
      }
      expect(hindi.messages.community?.feedTitle).toBe('कम्युनिटी पोस्ट')
    })

    /** The head's canonical address and its language alternates, markup references undone. */
    function languageLinksOf(html: string) {
      const head = html.slice(0, html.indexOf('</head>'))
      const text = (escaped: string) =>
        escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      return {
        canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) =>
          text(m[1]!),
        ),
        alternates: Object.fromEntries(
          [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(
            (m) => [m[1]!, text(m[2]!)],
          ),
        ),
        hrefs: [...head.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]*)">/g)].map(
          (m) => m[1]!,
        ),
      }
    }
    const origin = TEST_SITE_URL

    it('names every public page in English, in Hindi and by its plain address, for crawlers', async () => {
      for (const path of [
        '/',
        '/all-courses',
        '/govt-exam-courses',
        '/community',
        '/contact-us',
        '/termsAndConditions',
        '/sign-in',
      ]) {
        const visitors: Record<string, string>[] = [
          {},
          { cookie: 'cc_lang=hi' },
          { cookie: user.cookie },
        ]
        for (const headers of visitors) {
          const links = languageLinksOf((await get(path, headers)).body)
          expect(links.alternates, path).toEqual({
            en: `${origin}${path}?lang=en`,
            hi: `${origin}${path}?lang=hi`,
            'x-default': `${origin}${path}`,
          })
          // The page as asked: without ?lang=, the plain address.
          expect(links.canonical, path).toEqual([`${origin}${path}`])
        }
        for (const language of ['en', 'hi']) {
          const asked = languageLinksOf((await get(`${path}?lang=${language}`)).body)
          expect(asked.canonical, path).toEqual([`${origin}${path}?lang=${language}`])
          expect(asked.alternates['x-default'], path).toBe(`${origin}${path}`)
        }
      }
    })

    it("keeps the address's other parameters in every link, escaped", async () => {
      const res = await get('/all-courses?category=Web%20Development&lang=hi&sort=rating')
      expect(res.body).toMatch(/<html lang="hi"/)
      const links = languageLinksOf(res.body)
      const plain = `${origin}/all-courses?category=Web%20Development&sort=rating`
      expect(links.canonical).toEqual([
        `${origin}/all-courses?category=Web%20Development&lang=hi&sort=rating`,
      ])
      expect(links.alternates).toEqual({
        en: `${origin}/all-courses?category=Web%20Development&lang=en&sort=rating`,
        hi: `${origin}/all-courses?category=Web%20Development&lang=hi&sort=rating`,
        'x-default': plain,
      })
      for (const href of links.hrefs) expect(href).not.toMatch(/[<>"']|&(?!#\d+;)/)
      const compared = languageLinksOf(
        (await get(`/course-comparison?courses=${react.courseId},${python.courseId}`)).body,
      )
      expect(compared.alternates.hi).toBe(
        `${origin}/course-comparison?courses=${react.courseId},${python.courseId}&lang=hi`,
      )
    })

    it("gives a course page one canonical link, in the language asked, on the course's own path", async () => {
      const path = coursePath(react)
      const plain = languageLinksOf((await get(path)).body)
      expect(plain.canonical).toEqual([`${origin}${path}`])
      expect(plain.alternates).toEqual({
        en: `${origin}${path}?lang=en`,
        hi: `${origin}${path}?lang=hi`,
        'x-default': `${origin}${path}`,
      })
      const other = `/home/${react.courseId}/another-name?lang=hi`
      const hindi = await get(other, { cookie: user.cookie })
      expect(hindi.statusCode).toBe(200)
      const links = languageLinksOf(hindi.body)
      expect(links.canonical).toEqual([`${origin}${path}?lang=hi`])
      expect(links.alternates).toEqual(plain.alternates)
    })

    it('names no versions of a page that is not there', async () => {
      for (const url of [
        '/no/such/page',
        '/no/such/page?lang=hi',
        '/home/00000000-0000-4000-8000-000000000000/x?lang=hi',
      ]) {
        const res = await get(url)
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).not.toMatch(/rel="(?:canonical|alternate)"/)
      }
    })

    /** The head's meta tags by name or property (og:locale:alternate may repeat: the last). */
    function metaOf(html: string): Record<string, string> {
      const head = html.slice(0, html.indexOf('</head>'))
      const text = (escaped: string) =>
        escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      return Object.fromEntries(
        [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [
          m[1]!,
          text(m[2]!),
        ]),
      )
    }
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

    it('gives every public page a Hindi head: title, description and Open Graph tags, locale hi_IN', async () => {
      for (const path of [
        '/',
        '/home',
        '/all-courses',
        '/govt-exam-courses',
        '/community',
        '/course-comparison',
        '/contact-us',
        '/termsAndConditions',
        '/sign-in',
        '/addcourse',
        '/my-courses',
        '/admin',
      ]) {
        const html = (await get(path, { cookie: 'cc_lang=hi' })).body
        const meta = metaOf(html)
        expect(titleOf(html), path).toMatch(
          /^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]* \| CourseCompass$/,
        )
        expect(meta['og:title'], path).toBe(titleOf(html))
        expect(meta.description, path).toMatch(devanagari)
        expect(meta['og:description'], path).toBe(meta.description)
        expect(meta['og:locale'], path).toBe('hi_IN')
        expect(meta['og:locale:alternate'], path).toBe('en_IN')
        expect(meta['og:url'], path).toBe(`${origin}${path}`)
        expect(meta['og:site_name'], path).toBe('CourseCompass')

        const english = metaOf((await get(`${path}?lang=en`)).body)
        expect(english['og:locale'], path).toBe('en_IN')
        expect(english['og:locale:alternate'], path).toBe('hi_IN')
        expect(english['og:url'], path).toBe(`${origin}${path}?lang=en`)
        expect(english.description, path).toMatch(/^CourseCompass: discover/)
      }
    })

    it("words a course page's description around the course's own text in Hindi", async () => {
      const html = (await get(`${coursePath(react)}?lang=hi`)).body
      const meta = metaOf(html)
      const hindi =
        'React <b>Hooks</b> Bootcamp: Test Instructor का कोर्स, Udemy पर। ₹4,999, रेटिंग 4.5/5। ' +
        'A course used in tests. It has two sentences.'
      expect(meta.description).toBe(hindi)
      expect(meta['og:description']).toBe(hindi)
      expect(meta['og:title']).toBe('React <b>Hooks</b> Bootcamp | CourseCompass')
      expect(meta['og:locale']).toBe('hi_IN')
      expect(meta['og:url']).toBe(`${origin}${coursePath(react)}?lang=hi`)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
      const free = metaOf((await get(coursePath(python), { cookie: 'cc_lang=hi' })).body)
      expect(free.description).toMatch(
        /^Python for Data Science: Test Instructor का कोर्स, udemy पर। मुफ़्त, रेटिंग/,
      )
      // In English, as it was.
      const english = metaOf((await get(coursePath(react))).body)
      expect(english.description).toBe(
        'React <b>Hooks</b> Bootcamp by Test Instructor on Udemy: Rs. 4,999, rated 4.5/5. ' +
          'A course used in tests. It has two sentences.',
      )
      expect(english['og:locale']).toBe('en_IN')
    })

    it('gives a page that is not there no Open Graph tags', async () => {
      const res = await get('/no/such/page', { cookie: 'cc_lang=hi' })
      expect(res.statusCode).toBe(404)
      expect(titleOf(res.body)).toBe('पेज नहीं मिला | CourseCompass')
      expect(res.body).not.toContain('og:')
    })

    it("writes the links on the site's public address when one is set", async () => {
      const site = await createTestApp({
        webDistDir: build.dir,
        pageRenderer: await sourcePageRenderer(),
        publicUrl: 'https://coursecompass.example',
      })
      try {
        const res = await site.app.inject({ url: '/community?lang=hi' })
        const links = languageLinksOf(res.body)
        expect(links.canonical).toEqual(['https://coursecompass.example/community?lang=hi'])
        expect(links.alternates).toEqual({
          en: 'https://coursecompass.example/community?lang=en',
          hi: 'https://coursecompass.example/community?lang=hi',
          'x-default': 'https://coursecompass.example/community',
        })
      } finally {
        await site.close()
      }
    })

    it("renders a signed-in user's pages in their saved language, over the cookie", async () => {
      const saver = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
      // Nothing saved: the cookie decides, as for a visitor.
      const before = await get('/community', { cookie: `${saver.cookie}; cc_lang=hi` })
      expect(before.body).toMatch(/<html lang="hi"/)
      const saved = await requestAs(t.app, 'PUT', '/api/me/language', saver, { language: 'en' })
      expect(saved.statusCode).toBe(200)
      // Signed in on a browser whose cookie says Hindi: the account wins at the next page.
      for (const cookie of [`${saver.cookie}; cc_lang=hi`, `cc_lang=hi; ${saver.cookie}`]) {
        const res = await get('/community', { cookie, 'accept-language': 'hi' })
        expect(res.body).toMatch(/<html lang="en"/)
        expect(visibleText(res.body)).toContain('Community Posts')
        expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL)
      }
      // An explicit ?lang= still wins over the account.
      const asked = await get('/community?lang=hi', { cookie: saver.cookie })
      expect(asked.body).toMatch(/<html lang="hi"/)
      // Saved as Hindi on another browser (cookie English): Hindi pages everywhere.
      await requestAs(t.app, 'PUT', '/api/me/language', saver, { language: 'hi' })
      const hindi = await get('/all-courses', { cookie: `${saver.cookie}; cc_lang=en` })
      expect(hindi.body).toMatch(/<html lang="hi"/)
      expect(hindiShare(visibleText(hindi.body))).toBeGreaterThan(0.3)
      // Anonymous visitors' shared pages are untouched by it.
      const anonymous = await get('/all-courses', { cookie: 'cc_lang=en' })
      expect(anonymous.body).toMatch(/<html lang="en"/)
      expect(anonymous.headers['cache-control']).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
    })

    it('renders by the cookie for a session cookie that signs nobody in', async () => {
      const res = await get('/community', {
        cookie: 'coursecompass.session_token=forged.value; cc_lang=hi',
      })
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(/<html lang="hi"/)
      expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL)
    })

    it('keeps one shared copy of a page per language', async () => {
      const hindi = await get('/termsAndConditions', { cookie: 'cc_lang=hi' })
      const english = await get('/termsAndConditions')
      const hindiAgain = await get('/termsAndConditions', { cookie: 'cc_lang=hi' })
      const englishAgain = await get('/termsAndConditions')
      expect(english.body).toMatch(/<html lang="en"/)
      expect(hindiAgain.body).toBe(hindi.body)
      expect(englishAgain.body).toBe(english.body)
      expect(hindiAgain.headers.vary).toContain('accept-language')
      expect(hindiAgain.headers.etag).toBeTruthy()
      expect(hindiAgain.headers.etag).not.toBe(englishAgain.headers.etag)
    })
  })
})

describe('the chunks a page preloads', () => {
  // The build writes no preload links into index.html (decision 059): the server names the entry's
  // imports and the page's own chunks, each once, so none of them waits for the entry to ask.
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_jsx.js', '_query.js'] },
    '_jsx.js': { file: 'assets/jsx.js' },
    '_query.js': { file: 'assets/query.js', imports: ['_jsx.js'] },
    'pages/exam.tsx': { file: 'assets/exam.js', imports: ['_query.js', '_cards.js'] },
    '_cards.js': { file: 'assets/cards.js', imports: ['_jsx.js'] },
  }

  it("names the entry's imports, then the page's chunks the entry does not load", () => {
    const chunks = pageChunksOf(manifest)
    expect(chunks(['pages/exam.tsx'])).toEqual([
      '/assets/jsx.js',
      '/assets/query.js',
      '/assets/exam.js',
      '/assets/cards.js',
    ])
    expect(chunks([])).toEqual(['/assets/jsx.js', '/assets/query.js'])
    expect(pageChunksOf(undefined)(['pages/exam.tsx'])).toEqual([])
  })
})
