// POST /api/recommendations?stream=1: the selected course ids and the learner's profile; the answer
// arrives as plain text while the provider writes it (all at once from the offline recommender).
// 502 means the AI provider failed (AI_UNAVAILABLE_MESSAGE); a stream cut off half-way counts too.
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type {
  RecommendationRequest,
  RecommendationResponse,
} from '../../../../domain/schemas/recommendation'
import { isRecommender } from '../../../../domain/recommendation'
import { ApiError, apiUrl, inPageLanguage, toApiError } from '../../../lib/api-client'

export async function getRecommendations(
  request: RecommendationRequest,
  onText: (textSoFar: string) => void = () => {},
): Promise<RecommendationResponse> {
  let response: Response
  try {
    response = await fetch(apiUrl('/recommendations', inPageLanguage({ stream: 1 })), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, 'network', 'Network request failed')
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined))
  // A server that does not stream answers with the whole JSON response: take it as it is.
  if (response.headers.get('content-type')?.includes('application/json')) {
    const whole = (await response.json()) as RecommendationResponse
    onText(whole.text)
    return whole
  }
  const header = response.headers.get('x-recommender')
  const provider = header && isRecommender(header) ? header : 'embedded'
  let text = ''
  try {
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      onText(text)
    }
  } catch {
    throw new ApiError(502, 'ai_unavailable', 'The answer was cut off')
  }
  return { text: text.trim(), provider, answerId: response.headers.get('x-answer-id') ?? '' }
}

/** The mutation, plus the text received so far while the answer is still arriving. */
export function useRecommendations() {
  const [partial, setPartial] = useState('')
  const mutation = useMutation({
    mutationFn: (request: RecommendationRequest) => {
      setPartial('')
      return getRecommendations(request, setPartial)
    },
  })
  return { ...mutation, partial }
}
