// Query keys of the account page: under ['me'] (docs/decisions/007), keyed by user id so that one
// account's sessions are never shown to the next person who signs in on the same tab.
import { meKey } from '../../../lib/session'

export const accountKeys = {
  sessions: (uid: string) => [...meKey, 'sessions', uid] as const,
}
