// Any OpenAI-compatible chat completions endpoint (a local model server, for example).
import { ProviderError, type Recommender } from './recommender'

export function createOpenAiCompatibleRecommender(options: {
  baseUrl: string
  apiKey?: string | undefined
  model?: string | undefined
}): Recommender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    name: 'openai-compatible',
    async recommend({ prompt }, signal) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model ?? 'default',
            messages: [{ role: 'user', content: prompt }],
          }),
        })
      } catch (error) {
        throw new ProviderError('The model server could not be reached', { cause: error })
      }
      if (!response.ok) throw new ProviderError(`The model server answered ${response.status}`)
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: string } }[]
      } | null
      const text = body?.choices?.[0]?.message?.content
      if (!text) throw new ProviderError('The model server returned no text')
      return text
    },
  }
}
