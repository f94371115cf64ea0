// The state a server-rendered page hands to the browser (docs/decisions/019-server-rendering.md):
// the queries it was rendered from, so the browser's first render is the same page and nothing is
// fetched twice, and the time it was rendered at. It travels as JSON in a non-executable
// <script type="application/json"> (the Content-Security-Policy allows no inline scripts).
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import { jsonForScript, PAGE_STATE_ELEMENT_ID } from '../../domain/page-render'
import { ApiError } from '../lib/api-client'
import type { Language } from '../../domain/languages'

export type ServerState = {
  renderedAt: number
  queries: DehydratedState
  /** The page's language, and the texts it needs that its code does not carry. */
  language?: Language
  messages?: Record<string, unknown>
  /** The last change event the page's data reflects (docs/decisions/044-numbered-change-events.md). */
  eventId?: number
}

type SerializedApiError = {
  apiError: { status: number; code: string; message: string; fields?: Record<string, string> }
}

/**
 * The query cache as JSON-safe data: answers, and failures (a course that does not exist renders
 * its not-found text on the server, so the browser must start from the same failure).
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  })
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error
      if (!error) return query
      const serialized: SerializedApiError = {
        apiError:
          error instanceof ApiError
            ? {
                status: error.status,
                code: error.code,
                message: error.message,
                fields: error.fields,
              }
            : { status: 500, code: 'internal_error', message: 'The page could not be loaded' },
      }
      return { ...query, state: { ...query.state, error: serialized as unknown as Error } }
    }),
  }
}

/** Puts the server's queries into the browser's cache, failures as ApiErrors again. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState) {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error = (query.state.error as SerializedApiError | null)?.apiError
      if (!error) return query
      const revived = new ApiError(error.status, error.code, error.message, error.fields)
      return { ...query, state: { ...query.state, error: revived } }
    }),
  })
}

/** The JSON for the page's state element. */
export function serializeServerState(state: ServerState): string {
  return jsonForScript(state)
}

/** The state the server wrote into this page, if it was server-rendered. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as ServerState
  } catch {
    return undefined
  }
}
