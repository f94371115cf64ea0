// Errors in the request's language (docs/decisions/024-messages-in-the-request-language.md): the
// same codes and shape, the message and fields in Hindi when the request asks for it (cookie,
// ?lang=, Accept-Language), English otherwise, exactly as before.
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { gzipSync } from 'node:zlib'
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

describe("Fastify's own answers to malformed requests, in the request's language", () => {
  const DEVANAGARI = /[\u0900-\u097f]/
  /** The same request in English and in Hindi (Accept-Language: hi): status and body of each. */
  async function both(request: {
    method?: 'GET' | 'POST'
    url: string
    payload?: string | Buffer
    headers?: Record<string, string>
  }) {
    const ask = async (language: Record<string, string>) => {
      const res = await t.app.inject({
        method: request.method ?? 'POST',
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        headers: { ...request.headers, ...language },
      })
      return { status: res.statusCode, body: res.json(), vary: res.headers.vary }
    }
    return { english: await ask({}), hindi: await ask({ 'accept-language': 'hi' }) }
  }
  const json = { 'content-type': 'application/json' }

  it('a body that is not JSON, or no body at all: 400 in our error shape', async () => {
    const broken = await both({ url: '/api/contact', payload: '{"name": "Asha",', headers: json })
    expect(broken.english).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: "Body is not valid JSON but content-type is set to 'application/json'",
        },
      },
    })
    expect(broken.hindi.status).toBe(400)
    expect(broken.hindi.body).toEqual({
      error: {
        code: 'bad_request',
        message: "अनुरोध की बॉडी मान्य JSON नहीं है, जबकि content-type 'application/json' बताया गया है।",
      },
    })
    expect(broken.hindi.vary).toBe('cookie, accept-language')

    const empty = await both({ url: '/api/contact', payload: '', headers: json })
    expect(empty.english.body.error.message).toBe(
      "Body cannot be empty when content-type is set to 'application/json'",
    )
    expect(empty.hindi).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: "content-type 'application/json' होने पर अनुरोध की बॉडी खाली नहीं हो सकती।",
        },
      },
      vary: 'cookie, accept-language',
    })
  })

  it('a content type no route reads (415) and a body over the limit (413)', async () => {
    const xml = await both({
      url: '/api/subscribe',
      payload: '<email>asha@example.in</email>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(xml.english.body).toEqual({
      error: { code: 'unsupported_media_type', message: 'Unsupported Media Type' },
    })
    expect(xml.hindi.status).toBe(415)
    expect(xml.hindi.body).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'इस अनुरोध का content-type स्वीकार नहीं किया जाता।',
      },
    })

    const large = await both({
      url: '/api/contact',
      payload: JSON.stringify({
        name: 'Asha',
        email: 'asha@example.in',
        message: 'x'.repeat(1_100_000),
      }),
      headers: json,
    })
    expect(large.english.body).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is too large' },
    })
    expect(large.hindi.status).toBe(413)
    expect(large.hindi.body).toEqual({
      error: { code: 'payload_too_large', message: 'अनुरोध की बॉडी बहुत बड़ी है।' },
    })
  })

  it('a compressed body that does not decompress, or in an encoding not read', async () => {
    const garbled = await both({
      url: '/api/subscribe',
      payload: 'not gzip at all',
      headers: { ...json, 'content-encoding': 'gzip' },
    })
    expect(garbled.english.status).toBe(400)
    expect(garbled.hindi).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message: expect.stringMatching(DEVANAGARI) } },
    })
    const unknown = await both({
      url: '/api/subscribe',
      payload: gzipSync('{}'),
      headers: { ...json, 'content-encoding': 'br2' },
    })
    expect(unknown.english.body.error.message).toBe('Unsupported Content-Encoding: br2')
    expect(unknown.hindi.status).toBe(415)
    expect(unknown.hindi.body.error.message).toBe("Content-Encoding 'br2' स्वीकार नहीं किया जाता।")
  })

  it('an address whose %-encoding does not decode: 400 in our shape, for the API and for pages', async () => {
    for (const url of ['/api/courses/%E0%A4', '/home/%E0%A4/react']) {
      const bad = await both({ method: 'GET', url })
      expect(bad.english).toMatchObject({
        status: 400,
        body: { error: { code: 'bad_request', message: `'${url}' is not a valid url component` } },
      })
      expect(bad.hindi.status).toBe(400)
      expect(bad.hindi.body).toEqual({
        error: { code: 'bad_request', message: `पता '${url}' मान्य नहीं है: इसकी %-एन्कोडिंग गलत है।` },
      })
      expect(bad.hindi.vary).toBe('cookie, accept-language')
    }
  })

  it("zod's own wording in a query or a body: English as zod says it, a clear Hindi sentence", async () => {
    const twice = await both({ method: 'GET', url: '/api/courses?q=react&q=node' })
    expect(twice.english.body.error.fields).toEqual({
      q: 'Invalid input: expected string, received array',
    })
    expect(twice.hindi.status).toBe(400)
    expect(twice.hindi.body.error).toEqual({
      code: 'validation_failed',
      message: 'यहाँ टेक्स्ट होना चाहिए',
      fields: { q: 'यहाँ टेक्स्ट होना चाहिए' },
    })

    // A recommendation asked for without the profile the comparison page always sends (the
    // body is checked before the course is looked up).
    const noProfile = await both({
      url: '/api/recommendations',
      payload: JSON.stringify({ courseIds: [randomUUID()] }),
      headers: json,
    })
    expect(noProfile.english.body.error.fields).toEqual({
      profile: 'Invalid input: expected object, received undefined',
    })
    expect(noProfile.hindi.body.error.fields).toEqual({ profile: 'यह फ़ील्ड ज़रूरी है' })

    // A body that is not an object at all.
    const list = await both({ url: '/api/contact', payload: '[]', headers: json })
    expect(list.english.body.error.message).toBe('Invalid input: expected object, received array')
    expect(list.hindi.body.error.message).toBe('यहाँ एक JSON ऑब्जेक्ट होना चाहिए')
  })

  it("better-auth's endpoints the site does not use: not found, in our shape", async () => {
    const hidden = await both({ url: '/api/auth/change-password', payload: '{}', headers: json })
    expect(hidden.english).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'There is no POST /api/auth/change-password in this API.',
        },
      },
    })
    expect(hidden.hindi.status).toBe(404)
    expect(hidden.hindi.body.error.message).not.toMatch(/There is no/)
  })

  it('a form (multipart) that cannot be read is a 400, not a failure of the server', async () => {
    const cutShort = await both({
      url: '/api/posts',
      payload: '--cut\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello',
      headers: { cookie: member.cookie, 'content-type': 'multipart/form-data; boundary=cut' },
    })
    expect(cutShort.english).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message:
            'The form data could not be read: it is cut short or not valid multipart/form-data.',
        },
      },
    })
    expect(cutShort.hindi.status).toBe(400)
    expect(cutShort.hindi.body.error.message).toBe(
      'फ़ॉर्म का डेटा पढ़ा नहीं जा सका: यह अधूरा है या मान्य multipart/form-data नहीं है।',
    )
    const tooMany =
      Array.from(
        { length: 12 },
        (_, i) => `--many\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
      ).join('') + '--many--\r\n'
    const fields = await both({
      url: '/api/posts',
      payload: tooMany,
      headers: { cookie: member.cookie, 'content-type': 'multipart/form-data; boundary=many' },
    })
    expect(fields.english.body).toEqual({
      error: { code: 'payload_too_large', message: 'reach fields limit' },
    })
    expect(fields.hindi.body).toEqual({
      error: { code: 'payload_too_large', message: 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं।' },
    })
  })

  it('bytes that are not HTTP get our error shape too (in English: no request was read)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('HELLO\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'bad_request', message: 'The request could not be read as HTTP.' },
    })
  })
})
