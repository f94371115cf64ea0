// Configuration chooses the recommender: Gemini, an OpenAI-compatible server, or the embedded one.
import type { AppConfig } from '../config'
import { createEmbeddedRecommender } from './embedded-recommender'
import { createGeminiRecommender } from './gemini-recommender'
import { createOpenAiCompatibleRecommender } from './openai-compatible-recommender'
import type { Recommender } from './recommender'

export function chooseRecommender(config: AppConfig['ai']): Recommender {
  if (config.geminiApiKey) {
    return createGeminiRecommender({
      apiKey: config.geminiApiKey,
      model: config.geminiModel,
      baseUrl: config.geminiBaseUrl,
    })
  }
  if (config.baseUrl) {
    return createOpenAiCompatibleRecommender({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      model: config.model,
    })
  }
  return createEmbeddedRecommender()
}
