// The Idempotency-Key header of writes that create something (docs/decisions/045-idempotent-writes.md,
// the IETF HTTPAPI draft "The Idempotency-Key HTTP Header Field"): a page names each submission of a
// form once; a retry with the same key and content is answered the first answer instead of writing
// again. Plain rules, read by the server's schema and by any client that makes keys.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
/** A key's characters at most (the unquoted ones, when it comes as a quoted string). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255
/** How long a key's first answer is kept: after that the key is free again. */
export const IDEMPOTENCY_KEY_HOURS = 24

export const IDEMPOTENCY_KEY_MESSAGE = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters, bare or in double quotes.`
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This request was already sent with different content.'

/** A bare key's characters: visible ASCII but the double quote, comma, semicolon and backslash. */
const BARE = String.raw`[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]`
/** A structured-field string's characters: printable ASCII, with `\"` and `\\` escaped. */
const QUOTED = String.raw`(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x22\x5c])`

/**
 * The header's value: a bare key (`4f1c-...`, as most clients send a UUID) or the draft's
 * structured-field string (`"4f1c-..."`), 1 to 255 characters either way. A comma (two headers
 * joined) or anything outside printable ASCII does not match.
 */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(
  `^(?:${BARE}{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}|"${QUOTED}{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}")$`,
)

/** The key a header value names (`abc` and `"abc"` name the same key); undefined when not valid. */
export function readIdempotencyKey(value: string): string | undefined {
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) return undefined
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value
}
