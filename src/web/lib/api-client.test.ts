import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiSend } from './api-client'

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
