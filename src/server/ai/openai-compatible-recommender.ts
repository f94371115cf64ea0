// Any OpenAI-compatible chat completions endpoint (a local model server, for example).
import type { RecommenderName } from '../../domain/recommendation'
import { ProviderError, type Recommender } from './recommender'

export function createOpenAiCompatibleRecommender(options: {
  /** The provider's name in answers and their ids ('openai-compatible' unless said). */
  name?: RecommenderName
  baseUrl: string
  apiKey?: string | undefined
  model?: string | undefined
}): Recommender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const post = async (prompt: string, signal: AbortSignal, stream: boolean) => {
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
          stream,
        }),
      })
    } catch (error) {
      throw new ProviderError('The model server could not be reached', { cause: error })
    }
    if (!response.ok) throw new ProviderError(`The model server answered ${response.status}`)
    return response
  }

  return {
    name: options.name ?? 'openai-compatible',
    async recommend({ prompt }, signal) {
      const response = await post(prompt, signal, false)
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: string } }[]
      } | null
      const text = body?.choices?.[0]?.message?.content
      if (!text) throw new ProviderError('The model server returned no text')
      return text
    },

    /** Server-sent `data: {choices: [{delta: {content}}]}` lines, ending with `data: [DONE]`. */
    async *stream({ prompt }, signal) {
      const response = await post(prompt, signal, true)
      if (!response.body) throw new ProviderError('The model server sent no body')
      const decoder = new TextDecoder()
      let buffer = ''
      try {
        const reader = response.body.getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          buffer += decoder.decode(value, { stream: true })
          let end
          while ((end = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, end).trim()
            buffer = buffer.slice(end + 1)
            if (!line.startsWith('data:')) continue
            const data = line.slice(5).trim()
            if (data === '[DONE]') return
            const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }
            const text = parsed.choices?.[0]?.delta?.content
            if (text) yield text
          }
        }
      } catch (error) {
        throw new ProviderError('The model server stream failed', { cause: error })
      }
    },
  }
}
