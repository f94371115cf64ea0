// The signed stop links of the mails members asked for (a price alert, a follow's digest): a token
// names what it stops, one thing (by its id) or all of a member's (by theirs), and carries a
// signature only the site can make, so that a link works without signing in (RFC 8058's one-click
// button sends no cookies) and cannot be made up for someone else's id.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a stop link stops: one thing (by its id) or every one of a member's (by theirs). */
export interface Stop {
  kind: 'one' | 'all'
  id: string
}

/** Tokens for the stop links of one kind of mail (`purpose` keeps one kind's from stopping another's). */
export function stopTokens(secret: string, purpose: string) {
  const signature = (stop: Stop) =>
    createHmac('sha256', secret)
      .update(`${purpose}-stop:${stop.kind}:${stop.id}`)
      .digest('base64url')
  return {
    token: (stop: Stop): string => `${stop.kind}.${stop.id}.${signature(stop)}`,
    /** What a token stops, or null when it is not one the site made for this purpose. */
    read(token: string): Stop | null {
      const [kind, id, given, ...rest] = token.split('.')
      if (rest.length > 0 || (kind !== 'one' && kind !== 'all') || !id || !given) return null
      if (id.length > 100) return null
      const expected = Buffer.from(signature({ kind, id }))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? { kind, id }
        : null
    },
  }
}
