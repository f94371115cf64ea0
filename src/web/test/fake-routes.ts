// What every in-test fake API lets a test do to one route ('METHOD /path'): hold its requests until
// released (to see pending states), or answer the next request differently (to see failures).
type Answer = (body: unknown) => Response | Promise<Response>

/**
 * A request's Idempotency-Key as the fakes record it, `{key}`, only when it has one, so older
 * assertions on the other fields still hold.
 */
export function keyOf(init: RequestInit): { key?: string } {
  const key = new Headers(init.headers).get('idempotency-key')
  return key === null ? {} : { key }
}

export function createRouteControls() {
  const held = new Map<string, Promise<void>>()
  const overrides = new Map<string, Answer>()
  return {
    /** Waits while the route is held; then the override's answer, used once, if one is set. */
    async intercept(route: string, body: unknown): Promise<Response | undefined> {
      const wait = held.get(route)
      if (wait) await wait
      const override = overrides.get(route)
      if (!override) return undefined
      overrides.delete(route)
      return override(body)
    },
    /** Requests to this route wait until `release()` is called. */
    hold(route: string) {
      let release = () => {}
      held.set(
        route,
        new Promise<void>((resolve) => {
          release = () => {
            held.delete(route)
            resolve()
          }
        }),
      )
      return { release: () => release() }
    },
    /** The next request to this route gets this answer instead of its normal one. */
    answerNext(route: string, answer: Answer) {
      overrides.set(route, answer)
    },
    /** The next requests to this route fail on the network: fetch rejects, as a browser's does. */
    dropNext(route: string, times = 1) {
      let left = times
      const drop: Answer = () => {
        if (--left > 0) overrides.set(route, drop)
        return Promise.reject(new TypeError('Failed to fetch'))
      }
      overrides.set(route, drop)
    },
    /** The next request to this route gets this JSON answer instead of its normal one. */
    reply(route: string, body: unknown, status = 200) {
      overrides.set(route, () => Response.json(body, { status }))
    },
  }
}
