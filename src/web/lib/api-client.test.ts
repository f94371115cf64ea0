import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiSend, apiSendForm, newIdempotencyKey, retryDelay } from './api-client'

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.lang = ''
})

function stubFetch() {
  const fetchMock = vi.fn(
    async (_url: string | URL, _init?: RequestInit) =>
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return () => fetchMock.mock.calls.map(([url]) => String(url))
}

describe('the page language on API requests', () => {
  it('an English page asks as before', async () => {
    document.documentElement.lang = 'en'
    const urls = stubFetch()
    await apiSend('POST', '/courses', { courseName: 'x' })
    await apiGet('/courses', { params: { page: 2 } })
    expect(urls()).toEqual(['/api/courses', '/api/courses?page=2'])
  })

  it("a Hindi page's writes ask for Hindi messages (?lang=hi); its reads stay as they are", async () => {
    document.documentElement.lang = 'hi'
    const urls = stubFetch()
    await apiSend('POST', '/courses', { courseName: 'x' })
    await apiSend('DELETE', '/me/bookmarks/abc')
    await apiGet('/courses', { params: { page: 2 } })
    expect(urls()).toEqual([
      '/api/courses?lang=hi',
      '/api/me/bookmarks/abc?lang=hi',
      '/api/courses?page=2',
    ])
  })
})

describe('writes sent again when the network fails them (docs/decisions/046-writes-retried-by-the-page.md)', () => {
  type Step = Response | 'drop'
  /** fetch answering each request with the next step ('drop': fails on the network). */
  function stubSteps(...steps: Step[]) {
    const fetchMock = vi.fn(async (_url: string | URL, _init?: RequestInit) => {
      const step = steps.shift() ?? Response.json({ ok: true }, { status: 201 })
      if (step === 'drop') throw new TypeError('Failed to fetch')
      return step
    })
    vi.stubGlobal('fetch', fetchMock)
    return {
      count: () => fetchMock.mock.calls.length,
      /** How many requests were sent once `ms` more have passed. */
      async after(ms: number) {
        await vi.advanceTimersByTimeAsync(ms)
        return fetchMock.mock.calls.length
      },
      keys: () =>
        fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key')),
      bodies: () => fetchMock.mock.calls.map(([, init]) => init?.body),
    }
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    )
  const away = (status: number, retryAfter?: string) =>
    Response.json(
      { error: { code: 'unavailable', message: 'Back soon' } },
      { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } },
    )

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a creation that fails on the network is sent again with the same Idempotency-Key', async () => {
    const network = stubSteps('drop', 'drop')
    const sent = apiSend('POST', '/posts/p-1/comments', { text: 'Thanks!' }, 'keyed')
    expect(await network.after(0)).toBe(1)
    // 0.5 s, then 1 s, each between half and one and a half times.
    expect(await network.after(750)).toBe(2)
    expect(await network.after(1500)).toBe(3)
    await expect(sent).resolves.toEqual({ ok: true })
    const keys = network.keys()
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys).toEqual([keys[0], keys[0], keys[0]])
  })

  it('a refusal (4xx) or a server error (500) is not sent again', async () => {
    for (const [status, code] of [
      [400, 'validation_failed'],
      [409, 'conflict'],
      [422, 'unprocessable'],
      [429, 'rate_limited'],
      [500, 'internal_error'],
    ] as const) {
      const network = stubSteps(Response.json({ error: { code, message: 'No' } }, { status }))
      const error = failure(apiSend('POST', '/contact', { message: `${status}` }, 'keyed'))
      await vi.advanceTimersByTimeAsync(20_000)
      expect(await error).toMatchObject({ status, code })
      expect(network.count()).toBe(1)
    }
  })

  it('a 503 is sent again after its Retry-After; one asking for more than 10 s is not', async () => {
    let network = stubSteps(away(503, '3'))
    const sent = apiSend('POST', '/courses/c-1/reviews', { text: 'Good' }, 'keyed')
    expect(await network.after(2900)).toBe(1)
    expect(await network.after(100)).toBe(2)
    await expect(sent).resolves.toEqual({ ok: true })

    // An HTTP date counts whole seconds.
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'))
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString()
    network = stubSteps(away(502, inTwoSeconds), away(504))
    const again = apiSend('POST', '/courses/c-2/reviews', { text: 'Good' }, 'keyed')
    expect(await network.after(1900)).toBe(1)
    expect(await network.after(100)).toBe(2)
    expect(await network.after(1500)).toBe(3)
    await expect(again).resolves.toEqual({ ok: true })

    network = stubSteps(away(503, '60'))
    const error = failure(apiSend('POST', '/courses/c-3/reviews', { text: 'Good' }, 'keyed'))
    await vi.advanceTimersByTimeAsync(0)
    expect(await error).toMatchObject({ status: 503, message: 'Back soon' })
    expect(network.count()).toBe(1)
  })

  it('gives up after five tries within 15 s, as a network failure', async () => {
    const network = stubSteps('drop', 'drop', 'drop', 'drop', 'drop', 'drop')
    const error = failure(apiSend('POST', '/posts/p-2/comments', { text: 'Hello' }, 'keyed'))
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await error).toMatchObject({ status: 0, code: 'network' })
    expect(network.count()).toBe(5)
  })

  it('an abort is not sent again', async () => {
    const fetchMock = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    })
    vi.stubGlobal('fetch', fetchMock)
    const error = failure(apiSend('POST', '/posts/p-3/comments', { text: 'Bye' }, 'keyed'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await error).toMatchObject({ name: 'AbortError' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('a form with a file is sent again whole', async () => {
    const network = stubSteps('drop')
    const form = new FormData()
    form.set('title', 'My desk')
    form.set('image', new File(['png'], 'desk.png', { type: 'image/png' }))
    const sent = apiSendForm('/posts', form, 'keyed')
    await vi.advanceTimersByTimeAsync(1000)
    await expect(sent).resolves.toEqual({ ok: true })
    const [first, second] = network.bodies() as FormData[]
    expect(second).toBe(first)
    expect(second!.get('title')).toBe('My desk')
    expect(await (second!.get('image') as File).text()).toBe('png')
    expect(network.keys()[1]).toBe(network.keys()[0])
  })

  it('a write that sets a state is sent again without a key; any other write is sent once', async () => {
    let network = stubSteps('drop', away(503))
    const voted = apiSend('POST', '/posts/p-4/vote', { direction: 'up' }, 'state')
    await vi.advanceTimersByTimeAsync(3000)
    await expect(voted).resolves.toEqual({ ok: true })
    expect(network.keys()).toEqual([null, null, null])

    network = stubSteps('drop')
    const error = failure(apiSend('POST', '/auth/sign-out'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await error).toMatchObject({ code: 'network' })
    expect(network.keys()).toEqual([null])
  })

  it('one key per submission: the same content again after a failure keeps it; new content or a success gets a new one', async () => {
    const refused = () => Response.json({ error: { code: 'x', message: 'x' } }, { status: 400 })
    const send = (text: string) =>
      failure(apiSend('POST', '/posts/p-5/comments', { text }, 'keyed'))
    const network = stubSteps(refused(), refused(), refused(), refused())
    await send('First try')
    await send('First try') // pressed again, unchanged
    await send('First try, edited')
    await send('First try') // back to what it was
    await send('First try') // stored this time
    await send('First try') // the same words once more: a new comment
    const [a, b, c, d, e, f] = network.keys()
    expect(b).toBe(a)
    expect(c).not.toBe(a)
    expect(d).toBe(a)
    expect(e).toBe(a)
    expect(f).not.toBe(a)
    expect(new Set([a, c, f]).size).toBe(3)
  })

  it('a success to an address ends its earlier submissions, whose answers it replaced', async () => {
    const refused = () => Response.json({ error: { code: 'x', message: 'x' } }, { status: 400 })
    const network = stubSteps(refused())
    const answer = (helpful: boolean) =>
      failure(apiSend('POST', '/recommendations/feedback', { answerId: 'a', helpful }, 'keyed'))
    await answer(true) // refused: its key is kept
    await answer(false) // stored
    await answer(true)
    const [yes, no, yesAgain] = network.keys()
    expect(no).not.toBe(yes)
    expect(yesAgain).not.toBe(yes)
  })

  it('a key without crypto.randomUUID (plain-http sites) is 128 random bits all the same', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey())
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(keys).size).toBe(50)
  })

  it('waits 0.5, 1, 2 and 4 s, each between half and one and a half times, then no more', () => {
    expect([0, 1, 2, 3].map((n) => retryDelay(n, null, () => 0))).toEqual([250, 500, 1000, 2000])
    expect([0, 1, 2, 3].map((n) => retryDelay(n, null, () => 1))).toEqual([750, 1500, 3000, 6000])
    expect(retryDelay(4, null)).toBeNull()
    // Retry-After when it asks for longer than the backoff, up to 10 s.
    expect(retryDelay(0, '2', () => 0.5)).toBe(2000)
    expect(retryDelay(3, '1', () => 0.5)).toBe(4000)
    expect(retryDelay(0, '10', () => 0.5)).toBe(10_000)
    expect(retryDelay(0, '11', () => 0.5)).toBeNull()
    expect(retryDelay(0, 'soon', () => 0.5)).toBe(500)
  })
})
