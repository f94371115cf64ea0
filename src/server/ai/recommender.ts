// One interface for every source of recommendations; configuration chooses which one serves.
import type { Course } from '../../domain/schemas/course'
import type { Language } from '../../domain/languages'
import type { RecommenderName } from '../../domain/recommendation'
import type { LearnerProfile } from '../../domain/schemas/recommendation'

export interface RecommendationInput {
  profile: LearnerProfile
  courses: Course[]
  /** The prompt of docs/product.md#recommendation-prompt (the language-model providers send it). */
  prompt: string
  /** The page's language: the answer is written in it (the prompt asks the models for it). */
  language: Language
}

export interface Recommender {
  readonly name: RecommenderName
  /** The answer text; rejects when the provider fails or `signal` aborts. */
  recommend(input: RecommendationInput, signal: AbortSignal): Promise<string>
  /** The answer as the provider produces it, where the provider streams. */
  stream?(input: RecommendationInput, signal: AbortSignal): AsyncIterable<string>
}

export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ProviderError'
  }
}
