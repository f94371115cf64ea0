// Google Gemini (flash tier) through its OpenAI-compatible endpoint: the same client as any
// OpenAI-compatible server (openai-compatible-recommender.ts), so the site carries no Google SDK
// (issue 30: @google/genai and what it pulls in were 17 MB of node_modules for these few calls).
// `baseUrl` lets tests use a local fake server speaking the same protocol.
import { createOpenAiCompatibleRecommender } from './openai-compatible-recommender'
import type { Recommender } from './recommender'

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash'
/** Gemini's OpenAI-compatible API (chat completions, streaming included), keyed by the API key. */
export const GEMINI_OPENAI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai'

export function createGeminiRecommender(options: {
  apiKey: string
  model?: string | undefined
  baseUrl?: string | undefined
}): Recommender {
  return createOpenAiCompatibleRecommender({
    name: 'gemini',
    baseUrl: options.baseUrl ?? GEMINI_OPENAI_BASE_URL,
    apiKey: options.apiKey,
    model: options.model ?? DEFAULT_GEMINI_MODEL,
  })
}
