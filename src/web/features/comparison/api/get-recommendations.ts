// POST /api/recommendations: the selected course ids and the learner's profile; the answer is plain
// text and the provider that wrote it. 502 means the AI provider failed (AI_UNAVAILABLE_MESSAGE).
import { useMutation } from '@tanstack/react-query'
import type {
  RecommendationRequest,
  RecommendationResponse,
} from '../../../../domain/recommendation'
import { apiSend } from '../../../lib/api-client'

export function getRecommendations(
  request: RecommendationRequest,
): Promise<RecommendationResponse> {
  return apiSend<RecommendationResponse>('POST', '/recommendations', request)
}

export function useRecommendations() {
  return useMutation({ mutationFn: getRecommendations })
}
