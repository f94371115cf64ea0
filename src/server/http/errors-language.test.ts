// Errors in the request's language (docs/decisions/024-messages-in-the-request-language.md): the
// same codes and shape, the message and fields in Hindi when the request asks for it (cookie,
// ?lang=, Accept-Language), English otherwise, exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_INVALID_MESSAGE } from '../../domain/credentials'
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import { createUserWithSession } from '../test/users'

let t: TestApp
let member: { cookie: string }
beforeAll(async () => {
  t = await createTestApp()
  member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Member' })
})
afterAll(() => t.close())

const HINDI = { cookie: 'cc_lang=hi' }
const course = {
  courseName: 'React from Zero',
  rating: 4.5,
  duration: '12',
  validity: '24',
  certification: 'Yes',
  price: 499,
  imageUrl: 'https://img.example.in/r.png',
  instructor: 'Asha Rao',
  platform: 'udemy',
  category: 'frontend',
  description: 'Hooks and routing.',
  officialUrl: 'https://udemy.example.in/r',
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers })
/** As a signed-in member (adding a course needs an account; the cookie is the member's plus any). */
const postAsMember = (url: string, payload: object, headers: Record<string, string> = {}) =>
  post(url, payload, {
    ...headers,
    cookie: [member.cookie, headers.cookie].filter(Boolean).join('; '),
  })

describe('errors in the request language', () => {
  it('a validation error: message and fields in Hindi, the code unchanged', async () => {
    const body = { email: 'asha@example', password: 'Secret123' }
    const english = await post('/api/auth/sign-in/email', body)
    expect(english.statusCode).toBe(400)
    expect(english.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: EMAIL_INVALID_MESSAGE,
        fields: { email: EMAIL_INVALID_MESSAGE },
      },
    })
    const hindi = await post('/api/auth/sign-in/email', body, HINDI)
    expect(hindi.statusCode).toBe(400)
    expect(hindi.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'ईमेल आईडी मान्य नहीं है',
        fields: { email: 'ईमेल आईडी मान्य नहीं है' },
      },
    })
  })

  it("the add-course rules' messages, field by field", async () => {
    const bad = { ...course, courseName: '', rating: 7 }
    const english = (await postAsMember('/api/courses', bad)).json()
    expect(english.error.fields).toEqual({
      courseName: 'Course name is required',
      rating: 'Rating must be a number from 0 to 5',
    })
    const hindi = await postAsMember('/api/courses', bad, HINDI)
    expect(hindi.statusCode).toBe(400)
    expect(hindi.json().error).toEqual({
      code: 'validation_failed',
      message: 'कोर्स का नाम ज़रूरी है',
      fields: {
        courseName: 'कोर्स का नाम ज़रूरी है',
        rating: 'रेटिंग 0 से 5 तक की कोई संख्या होनी चाहिए',
      },
    })
  })

  it('a 401', async () => {
    const english = await post('/api/courses', course)
    expect(english.statusCode).toBe(401)
    expect(english.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in first.' },
    })
    const hindi = await post('/api/courses', course, HINDI)
    expect(hindi.json()).toEqual({
      error: { code: 'unauthorized', message: 'कृपया पहले लॉग इन करें।' },
    })
  })

  it('?lang= and Accept-Language choose too, and ?lang=en wins over the cookie', async () => {
    const ask = (url: string, headers: Record<string, string> = {}) =>
      postAsMember(url, { ...course, courseName: '' }, headers).then((r) => r.json().error.message)
    expect(await ask('/api/courses?lang=hi')).toBe('कोर्स का नाम ज़रूरी है')
    expect(await ask('/api/courses', { 'accept-language': 'hi-IN,hi;q=0.9' })).toBe(
      'कोर्स का नाम ज़रूरी है',
    )
    expect(await ask('/api/courses?lang=en', HINDI)).toBe('Course name is required')
  })

  it('an unknown API route, its answer marked as varying by language', async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: HINDI })
    expect(hindi.statusCode).toBe(404)
    expect(hindi.headers.vary).toBe('cookie, accept-language')
    expect(hindi.json().error.message).toBe('इस API में GET /api/nothing नहीं है।')
  })

  it('a throttled write (429) and a success message', async () => {
    const message = { name: 'Asha', email: 'asha@example.in', message: 'Hello' }
    const remoteAddress = '203.0.113.77'
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        headers: HINDI,
        remoteAddress,
      })
    const first = await send()
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: 'आपका मैसेज भेज दिया गया है!' })
    let last = first
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) last = await send()
    expect(last.statusCode).toBe(429)
    expect(last.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'बहुत ज़्यादा अनुरोध। कृपया एक मिनट रुककर फिर कोशिश करें।',
      },
    })
  })
})
