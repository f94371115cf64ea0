// Google Gemini (flash tier) through @google/genai. `baseUrl` lets tests use a local fake server.
import { GoogleGenAI } from '@google/genai'
import { ProviderError, type Recommender } from './recommender'

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash'

export function createGeminiRecommender(options: {
  apiKey: string
  model?: string | undefined
  baseUrl?: string | undefined
}): Recommender {
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  })
  const request = (prompt: string, signal: AbortSignal) => ({
    model: options.model ?? DEFAULT_GEMINI_MODEL,
    contents: prompt,
    config: { abortSignal: signal },
  })
  return {
    name: 'gemini',
    async *stream({ prompt }, signal) {
      let chunks: AsyncIterable<{ text?: string | undefined }>
      try {
        chunks = await ai.models.generateContentStream(request(prompt, signal))
      } catch (error) {
        throw new ProviderError('Gemini request failed', { cause: error })
      }
      try {
        for await (const chunk of chunks) if (chunk.text) yield chunk.text
      } catch (error) {
        throw new ProviderError('Gemini stream failed', { cause: error })
      }
    },
    async recommend({ prompt }, signal) {
      try {
        const response = await ai.models.generateContent(request(prompt, signal))
        const text = response.text
        if (!text) throw new ProviderError('Gemini returned no text')
        return text
      } catch (error) {
        if (error instanceof ProviderError) throw error
        throw new ProviderError('Gemini request failed', { cause: error })
      }
    },
  }
}
