// The worker side of worker-client.ts: answers each request with its id, a result or an error as
// plain data (its message and PostgreSQL's fields: code, detail, constraint, ...).
import { parentPort } from 'node:worker_threads'
import type { Reply } from './worker-client'

function errorData(error: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = { message: (error as Error)?.message ?? String(error) }
  for (const [key, value] of Object.entries((error ?? {}) as object)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = value
  }
  return data
}

export function serveRequests<Request>(handle: (request: Request & { id: number }) => unknown) {
  const port = parentPort!
  port.on('message', (request: Request & { id: number }) => {
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (result) => port.postMessage({ id: request.id, result } satisfies Reply),
        (error: unknown) =>
          port.postMessage({ id: request.id, error: errorData(error) } satisfies Reply),
      )
  })
}
