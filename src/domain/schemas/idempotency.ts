// The Idempotency-Key request header (docs/decisions/045-idempotent-writes.md), declared on every
// route that creates something: checked before the handler runs (a 400 naming the header) and
// listed in the OpenAPI document.
import { z } from 'zod'
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '../idempotency'

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: IDEMPOTENCY_KEY_MESSAGE })
    .regex(IDEMPOTENCY_KEY_PATTERN, { message: IDEMPOTENCY_KEY_MESSAGE })
    .optional()
    .meta({
      description:
        'Made once per submission by the client. A repeat with the same key and content gets the ' +
        'first answer (with Idempotent-Replayed: true) and writes nothing; the same key with other ' +
        'content is a 422. Kept 24 hours per member, or per client address when signed out.',
    }),
})
