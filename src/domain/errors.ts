// The one error shape of the API: {error: {code, message, fields?}}.

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_credentials',
  'common_password',
  'invalid_token',
  'image_rejected',
  'cross_site',
  /** A suspended member tried to write (docs/product.md#roles). */
  'suspended',
  /** 422: the Idempotency-Key was already used for a request with other content (issue 29). */
  'idempotency_key_reused',
  /** 503: the server cannot take this now (too many open event streams); Retry-After says when. */
  'unavailable',
  'internal_error',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
