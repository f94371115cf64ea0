import { courseFacts } from '../../../domain/course-facts'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import { AI_UNAVAILABLE_MESSAGE, SELECT_AT_LEAST_ONE } from '../../../domain/recommendation'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'
import { createTestDatabase } from '../../test/test-database'
import { insertCourses, makeCourse } from '../../test/course-factory'
import type { Database } from '../../db/database'
import { embeddedRecommendation } from '../../ai/embedded-recommender'
import { createGeminiRecommender } from '../../ai/gemini-recommender'
import { wellFormedAnswer } from '../../test/model-answers'

const RULE_BREAKER = '## Verdict\n* **Course A** is *great*.\n# Done'

/**
 * A local stand-in for Gemini's OpenAI-compatible chat completions endpoint that records what it
 * was sent: the answer whole, or streamed as `data: {choices: [{delta}]}` lines and `[DONE]`.
 */
function fakeGemini() {
  const requests: {
    url: string
    authorization: string | undefined
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] }
  }[] = []
  let behaviour: 'ok' | 'rule-breaker' | 500 | 503 | 'slow' = 'ok'
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ url: req.url ?? '', authorization: req.headers.authorization, body })
      if (behaviour === 'slow') return setTimeout(() => res.end('{}'), 3000)
      if (typeof behaviour === 'number') {
        res.writeHead(behaviour, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify([
            { error: { code: behaviour, message: 'overloaded', status: 'UNAVAILABLE' } },
          ]),
        )
      }
      const text = behaviour === 'ok' ? wellFormedAnswer(body.messages[0].content) : RULE_BREAKER
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        const half = Math.floor(text.length / 2)
        for (const t of [text.slice(0, half), text.slice(half)]) {
          res.write(
            `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: t } }] })}\n\n`,
          )
        }
        res.write('data: [DONE]\n\n')
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
        }),
      )
    })
  })
  return {
    requests,
    set: (b: typeof behaviour) => (behaviour = b),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

let database: Database
let gemini: ReturnType<typeof fakeGemini>
let withGemini: TestApp
let embedded: TestApp
let react: Course
let devops: Course

beforeAll(async () => {
  database = await createTestDatabase()
  ;[react, devops] = (await insertCourses(database, [
    makeCourse({
      courseName: 'React Zero to Hero',
      platform: 'udemy',
      duration: '42',
      price: 499,
      rating: 4.6,
      description: 'Hooks and routing. Build three apps.',
    }),
    makeCourse({
      courseName: 'DevOps Bootcamp',
      platform: '100xdevs',
      duration: '60',
      price: null,
      rating: 4.8,
      description: 'Docker, Kubernetes and CI.',
    }),
  ])) as [Course, Course]
  gemini = fakeGemini()
  const baseUrl = await gemini.start()
  withGemini = await createTestApp({
    database,
    recommender: createGeminiRecommender({ apiKey: 'test-key', baseUrl }),
    recommendationTimeoutMs: 500,
  })
  embedded = await createTestApp({ database })
})
afterAll(async () => {
  await withGemini.app.close()
  await embedded.app.close()
  await gemini.close()
  await database.close()
})

const profile = {
  expertise: 'Beginner in JavaScript',
  learningStyle: 'Hands-on projects',
  goals: 'Frontend job in 6 months',
}
let ip = 0
const ask = (t: TestApp, payload: object, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/recommendations${query}`,
    payload,
    remoteAddress: `10.8.0.${++ip % 250}`,
  })

describe('POST /api/recommendations with Gemini', () => {
  it("sends the flash model the learner, what was understood, each course's facts and the rules", async () => {
    gemini.set('ok')
    const res = await ask(withGemini, { courseIds: [react.courseId, devops.courseId], profile })
    expect(res.statusCode).toBe(200)
    const sent = gemini.requests.at(-1)!
    const prompt = sent.body.messages[0]!.content
    expect(res.json()).toEqual({
      text: wellFormedAnswer(prompt),
      provider: 'gemini',
      answerId: expect.stringMatching(/^[0-9a-f]{64}\.gemini\./),
    })
    expect(sent.url).toBe('/chat/completions')
    expect(sent.body.model).toMatch(/^gemini-[\d.]+-flash/)
    expect(sent.authorization).toBe('Bearer test-key')
    expect(sent.body.stream).toBe(false)
    for (const text of [profile.expertise, profile.learningStyle, profile.goals])
      expect(prompt).toContain(text)
    expect(prompt).toContain(
      'What the learner needs, as understood from their words: goal: a front-end job in about 26 weeks; level: beginner; prefers: projects',
    )
    for (const c of [react, devops]) {
      for (const field of [c.courseName, String(c.rating), c.description]) {
        expect(prompt).toContain(field)
      }
    }
    // The facts as the site writes them, and how each course meets the learner's needs.
    for (const fact of [
      'Platform: Udemy',
      'Platform: 100xDevs',
      'Duration: 42 hrs',
      'Price: Rs. 499',
      'Price: Free',
    ])
      expect(prompt).toContain(fact)
    expect(prompt).toMatch(/Misses: Drawback: does not teach front-end\./)
    expect(prompt).toMatch(/at most 60 words/)
    expect(prompt).toMatch(/no # or \*/)
    expect(prompt).toMatch(/instead of calling it better/)
    expect(prompt).toContain('"Conclusion:"')
    expect(prompt).not.toMatch(/Hindi/)
  })

  it('replaces an answer that breaks the rules (# and *, no block per course) with the offline one', async () => {
    gemini.set('rule-breaker')
    const res = await ask(withGemini, {
      courseIds: [react.courseId, devops.courseId],
      profile: { ...profile, goals: 'break the rules' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().provider).toBe('embedded')
    expect(res.json().text).toMatch(/^React Zero to Hero \(Udemy\)\n- /)
    expect(res.json().text).not.toContain('Course A')
    gemini.set('ok')
  })

  it('asks for the answer in Hindi from a Hindi page, and keeps it apart from the English one', async () => {
    gemini.set('ok')
    const body = { courseIds: [react.courseId], profile: { ...profile, goals: 'in two languages' } }
    const before = gemini.requests.length
    await ask(withGemini, body)
    expect(gemini.requests.at(-1)!.body.messages[0]!.content).not.toMatch(/Hindi/)
    const res = await ask(withGemini, body, '?lang=hi')
    expect(res.statusCode).toBe(200)
    expect(gemini.requests.length).toBe(before + 2) // the English answer is not served to Hindi
    const prompt = gemini.requests.at(-1)!.body.messages[0]!.content
    expect(prompt).toMatch(/whole answer in Hindi, in Devanagari script/)
    expect(prompt).toContain('"निष्कर्ष:"')
    expect(res.json().provider).toBe('gemini')
  })

  it('answers the same question from its cache', async () => {
    const before = gemini.requests.length
    const body = {
      courseIds: [devops.courseId, react.courseId],
      profile: { ...profile, goals: 'cache me' },
    }
    await ask(withGemini, body)
    await ask(withGemini, { ...body, courseIds: [react.courseId, devops.courseId] })
    expect(gemini.requests.length).toBe(before + 1)
  })

  it.each([500, 503, 'slow'] as const)(
    'reports a provider failure (%s) with the AI-unavailable message',
    async (failure) => {
      gemini.set(failure)
      const res = await ask(withGemini, {
        courseIds: [react.courseId],
        profile: { ...profile, goals: `fail ${failure}` },
      })
      expect(res.statusCode).toBe(502)
      expect(res.json()).toEqual({
        error: { code: 'ai_unavailable', message: AI_UNAVAILABLE_MESSAGE },
      })
      gemini.set('ok')
    },
  )
})

describe('request rules', () => {
  it("needs at least one course: 'Select at least one course to proceed!'", async () => {
    const res = await ask(embedded, { courseIds: [], profile })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(SELECT_AT_LEAST_ONE)
  })

  it('takes at most 5 courses and profile fields of at most 500 characters', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`)
    expect((await ask(embedded, { courseIds: six, profile })).statusCode).toBe(400)
    const long = await ask(embedded, {
      courseIds: [react.courseId],
      profile: { ...profile, goals: 'x'.repeat(501) },
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe('Goals can be at most 500 characters.')
  })

  it('answers 404 when a selected course does not exist', async () => {
    const res = await ask(embedded, {
      courseIds: ['00000000-0000-4000-8000-000000000000'],
      profile,
    })
    expect(res.statusCode).toBe(404)
  })

  it('limits each address to 10 questions a minute', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) {
      const res = await embedded.app.inject({
        method: 'POST',
        url: '/api/recommendations',
        remoteAddress: '10.9.9.9',
        payload: { courseIds: [react.courseId], profile: { ...profile, goals: `question ${i}` } },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('the embedded recommender', () => {
  const hindiBeginner = makeCourse({
    courseName: 'Python Basics in Hindi',
    language: 'Hindi',
    price: 499,
    rating: 4.5,
    duration: '20',
    description: 'Learn Python from scratch. No prior coding needed.',
  })
  const englishAdvanced = makeCourse({
    courseName: 'Advanced Python Engineering',
    language: 'English',
    price: 6499,
    rating: 4.8,
    duration: '80',
    description: 'Concurrency, packaging and performance for working engineers.',
  })
  const asCourse = (c: ReturnType<typeof makeCourse>, id: string): Course => ({
    ...c,
    ...courseFacts(c),
    courseId: id,
    price: c.price ?? null,
    isFavourite: false,
    fvrtCount: 0,
    isBestseller: false,
    language: c.language ?? '',
    createdAt: '2026-01-01T00:00:00.000Z',
    learnerRating: null,
    learnerRatingCount: 0,
  })
  const courses = [asCourse(englishAdvanced, 'a'), asCourse(hindiBeginner, 'b')]

  it('steers a Hindi-speaking beginner with a small budget to the Hindi, cheaper, beginner course', () => {
    const text = embeddedRecommendation(
      {
        expertise: 'Complete beginner',
        learningStyle: 'Videos in Hindi',
        goals: 'Learn Python on a small budget',
      },
      courses,
    )
    expect(text).toMatch(/Conclusion: Python Basics in Hindi is the best fit for you, because/)
    expect(text).toContain('Taught in Hindi, as you asked.')
  })

  it('steers an experienced English learner to the advanced course', () => {
    const text = embeddedRecommendation(
      {
        expertise: 'Experienced backend developer',
        learningStyle: 'English, reading',
        goals: 'performance and packaging',
      },
      courses,
    )
    expect(text).toMatch(/Conclusion: Advanced Python Engineering is the best fit for you/)
  })

  it('is deterministic, states only stored facts, and keeps each course within 60 words', () => {
    const p = { expertise: 'beginner', learningStyle: 'videos', goals: 'python' }
    const text = embeddedRecommendation(p, courses)
    expect(embeddedRecommendation(p, courses)).toBe(text)
    expect(text).toContain('Rs. 6,499')
    expect(text).toContain('Rated 4.8 on Udemy')
    for (const section of text.split('\n\n').slice(0, 2)) {
      const words = section.split('\n').slice(1).join(' ').split(/\s+/).filter(Boolean)
      expect(words.length).toBeLessThanOrEqual(60 + 6) // the bullets' dashes
    }
  })

  it('keeps hyphenated goals whole: front-end matches a frontend course', () => {
    const frontend = asCourse(
      makeCourse({
        courseName: 'Frontend Masters Path',
        description: 'Modern frontend with React.',
        category: 'frontend',
      }),
      'c',
    )
    const text = embeddedRecommendation(
      { expertise: '', learningStyle: '', goals: 'a front-end job' },
      [frontend],
    )
    expect(text).toContain('Teaches front-end, your goal.')
    expect(text).not.toMatch(/Teaches (front|end),/)
  })

  it('puts the goals first: a front-end goal is not steered to a free machine learning course', () => {
    const ml = asCourse(
      makeCourse({
        courseName: 'Machine Learning Specialization',
        price: null,
        rating: 4.9,
        duration: '94',
        category: 'machine learning',
        description: 'Regression and neural networks. Starts from the basics.',
      }),
      'ml',
    )
    const react = asCourse(
      makeCourse({
        courseName: 'Namaste React',
        price: 5999,
        rating: 4.9,
        duration: '60',
        category: 'frontend',
        description: 'React from scratch with a real project.',
      }),
      'fe',
    )
    const text = embeddedRecommendation(
      {
        expertise: 'Beginner, some HTML and CSS',
        learningStyle: 'Hands-on projects',
        goals: 'Become a front-end developer in 3 months on a tight budget',
      },
      [ml, react],
    )
    expect(text).toMatch(/Conclusion: Namaste React is the best fit for you/)
  })

  it('writes Hindi for a Hindi page: the same decision, in Devanagari, with ₹ and Indian grouping', () => {
    const p = {
      expertise: 'बिल्कुल शुरुआत कर रहा हूँ',
      learningStyle: 'हिंदी में वीडियो',
      goals: 'कम बजट में Python सीखना',
    }
    const text = embeddedRecommendation(p, courses, 'hi')
    const english = embeddedRecommendation(
      { expertise: 'beginner', learningStyle: 'videos in Hindi', goals: 'Python on a budget' },
      courses,
    )
    expect(english).toMatch(/^Conclusion: Python Basics in Hindi is the best fit for you/m)
    expect(text).toMatch(/^निष्कर्ष: Python Basics in Hindi आपके लिए सबसे सही है, क्योंकि /m)
    expect(text).toContain('हिन्दी में पढ़ाया जाता है, जैसा आपने चाहा')
    expect(text).toContain('₹6,499')
    expect(text).toContain('Udemy पर रेटिंग 4.8')
    expect(text).toContain('सर्टिफ़िकेट मिलता है') // 'Yes' as stored
    // Beyond course names, platforms and numbers, every word is Devanagari.
    const leftover = text
      .replace(/Python Basics in Hindi|Advanced Python Engineering|udemy|python/gi, '')
      .match(/[A-Za-z]{2,}/g)
    expect(leftover).toBeNull()
  })

  it('judges a single course by its fit instead of calling it better, in either language', () => {
    const p = { expertise: '', learningStyle: '', goals: '' }
    expect(embeddedRecommendation(p, [courses[0]!])).toMatch(
      /^Conclusion: .* is a good fit for you/m,
    )
    expect(embeddedRecommendation(p, [courses[0]!])).not.toMatch(/better/)
    expect(embeddedRecommendation(p, [courses[0]!], 'hi')).toMatch(
      /^निष्कर्ष: Advanced Python Engineering आपके लिए सही है, क्योंकि /m,
    )
  })

  it('answers a Hindi page in Hindi through the API', async () => {
    const res = await ask(
      embedded,
      { courseIds: [react.courseId, devops.courseId], profile },
      '?lang=hi',
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().text).toMatch(/^React Zero to Hero \(Udemy\)\n- /)
    expect(res.json().text).toContain('Udemy पर रेटिंग 4.6')
    expect(res.json().text).toMatch(/\n\nनिष्कर्ष: /)
  })

  it('serves the API with no key and no network', async () => {
    const res = await ask(embedded, { courseIds: [react.courseId, devops.courseId], profile })
    expect(res.statusCode).toBe(200)
    expect(res.json().provider).toBe('embedded')
    expect(res.json().text).toMatch(/^React Zero to Hero \(Udemy\)/)
    expect(res.json().text).not.toMatch(/[#*]/)
  })
})

describe('streaming answers (?stream=1)', () => {
  it("reads Gemini's stream whole, checks it, then sends it as text", async () => {
    gemini.set('ok')
    await withGemini.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = withGemini.app.server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/api/recommendations?stream=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        courseIds: [react.courseId],
        profile: { ...profile, goals: 'stream it' },
      }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(res.headers.get('x-recommender')).toBe('gemini')
    const sent = gemini.requests.at(-1)!
    expect(await res.text()).toBe(wellFormedAnswer(sent.body.messages[0]!.content))
    expect(sent.url).toBe('/chat/completions')
    expect(sent.body.stream).toBe(true)
  })

  it('answers a failure before any text with the AI-unavailable message', async () => {
    gemini.set(503)
    const res = await ask(withGemini, {
      courseIds: [devops.courseId],
      profile: { ...profile, goals: 'stream fail' },
    })
    expect(res.statusCode).toBe(502)
    const streamed = await withGemini.app.inject({
      method: 'POST',
      url: '/api/recommendations?stream=1',
      payload: { courseIds: [devops.courseId], profile: { ...profile, goals: 'stream fail 2' } },
      remoteAddress: '10.8.1.1',
    })
    expect(streamed.statusCode).toBe(502)
    expect(streamed.json().error.message).toBe(AI_UNAVAILABLE_MESSAGE)
    gemini.set('ok')
  })

  it('sends the embedded answer whole as text', async () => {
    const res = await embedded.app.inject({
      method: 'POST',
      url: '/api/recommendations?stream=1',
      payload: { courseIds: [react.courseId], profile },
      remoteAddress: '10.8.2.1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-recommender']).toBe('embedded')
    expect(res.body).toMatch(/^React Zero to Hero \(Udemy\)/)
  })
})

describe('an OpenAI-compatible model server', () => {
  it('answers whole or streamed, from the same prompt', async () => {
    const seen: { stream: boolean; content: string }[] = []
    const server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        const body = JSON.parse(raw)
        seen.push({ stream: body.stream, content: body.messages[0].content })
        const answer = wellFormedAnswer(body.messages[0].content)
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ choices: [{ message: { content: answer } }] }))
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        for (const content of [answer.slice(0, 10), answer.slice(10)]) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`)
        }
        res.end('data: [DONE]\n\n')
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    const { createOpenAiCompatibleRecommender } =
      await import('../../ai/openai-compatible-recommender')
    const local = await createTestApp({
      database,
      recommender: createOpenAiCompatibleRecommender({ baseUrl, model: 'local' }),
    })
    try {
      const whole = await ask(local, {
        courseIds: [react.courseId],
        profile: { ...profile, goals: 'whole' },
      })
      expect(whole.json()).toEqual({
        text: wellFormedAnswer(seen.at(-1)!.content),
        provider: 'openai-compatible',
        answerId: expect.any(String),
      })
      await local.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = local.app.server.address() as AddressInfo
      const streamed = await fetch(`http://127.0.0.1:${port}/api/recommendations?stream=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          courseIds: [react.courseId],
          profile: { ...profile, goals: 'streamed' },
        }),
      })
      expect(await streamed.text()).toBe(wellFormedAnswer(seen.at(-1)!.content))
      expect(seen.map((s) => s.stream)).toEqual([false, true])
      expect(seen[1]!.content).toContain('React Zero to Hero')
    } finally {
      await local.app.close()
      await new Promise<void>((r) => server.close(() => r()))
    }
  })
})

describe("'Was this helpful?'", () => {
  it('counts one answer per person and recommendation, per recommender, for administrators only', async () => {
    const app = await createTestApp({ database, adminEmails: ['chief@example.in'] })
    try {
      const admin = await createUserWithSession(database.db, TEST_AUTH_SECRET, {
        email: 'chief@example.in',
      })
      const member = await createUserWithSession(database.db, TEST_AUTH_SECRET)
      const asked = await ask(app, {
        courseIds: [react.courseId],
        profile: { ...profile, goals: 'was it helpful' },
      })
      const { answerId, provider } = asked.json()
      expect(provider).toBe('embedded')
      const answer = (helpful: boolean, from: string, id = answerId) =>
        app.app.inject({
          method: 'POST',
          url: '/api/recommendations/feedback',
          payload: { answerId: id, helpful },
          remoteAddress: from,
        })
      expect((await answer(true, '10.9.0.1')).statusCode).toBe(204)
      expect((await answer(false, '10.9.0.1')).statusCode).toBe(204) // changes the first
      expect((await answer(true, '10.9.0.2')).statusCode).toBe(204)
      // An id whose recommender was changed (to count for another one) is not ours.
      const forged = answerId.replace('.embedded.', '.gemini.')
      const refused = await answer(true, '10.9.0.3', forged)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().error.message).toBe(
        'That recommendation is not known. Please ask again.',
      )

      const counts = (user?: TestUser) =>
        requestAs(app.app, 'GET', '/api/admin/recommendations/feedback', user)
      expect((await counts(member)).statusCode).toBe(403)
      expect((await counts(admin)).json()).toEqual([
        { provider: 'embedded', helpful: 1, notHelpful: 1 },
      ])
    } finally {
      await app.app.close()
    }
  })
})
