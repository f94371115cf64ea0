import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { getRecommendations } from './get-recommendations'

const request = {
  courseIds: ['3f1c2a9e-8d4b-4c61-9a57-0b6f1d2e3c4a'],
  profile: { expertise: '', learningStyle: '', goals: '' },
}

function streamed(chunks: string[], failAfter?: number) {
  const encoder = new TextEncoder()
  let i = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) return controller.error(new Error('cut'))
      if (i >= chunks.length) return controller.close()
      controller.enqueue(encoder.encode(chunks[i++]!))
    },
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('getRecommendations', () => {
  it('hands over the text as it arrives, then the whole answer and its provider', async () => {
    const fetchMock = vi.fn(
      async (_url: string | URL, _init?: RequestInit) =>
        new Response(streamed(['Course A is ', 'the better choice.']), {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'x-recommender': 'gemini',
            'x-answer-id': 'abc.gemini.sig',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const seen: string[] = []
    const answer = await getRecommendations(request, (text) => seen.push(text))
    expect(seen).toEqual(['Course A is ', 'Course A is the better choice.'])
    expect(answer).toEqual({
      text: 'Course A is the better choice.',
      provider: 'gemini',
      answerId: 'abc.gemini.sig',
    })
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/recommendations?stream=1')
  })

  it('treats an answer cut off half-way as a provider failure (502)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamed(['Course A', ' never ends'], 1), {
            headers: { 'content-type': 'text/plain' },
          }),
      ),
    )
    const error = await getRecommendations(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
  })
})
