import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_PATTERN, readIdempotencyKey } from './idempotency'

describe('the Idempotency-Key header', () => {
  it('takes a bare key of printable ASCII, as clients send a UUID', () => {
    const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324'
    expect(readIdempotencyKey(uuid)).toBe(uuid)
    expect(readIdempotencyKey('a')).toBe('a')
    expect(readIdempotencyKey('x'.repeat(255))).toBe('x'.repeat(255))
    expect(readIdempotencyKey('key:1/2+3=~!#$%&*<>?@[]^_`{|}')).toBe(
      'key:1/2+3=~!#$%&*<>?@[]^_`{|}',
    )
  })

  it("takes the draft's structured-field string, and reads the same key from it", () => {
    expect(readIdempotencyKey('"8e03978e"')).toBe('8e03978e')
    expect(readIdempotencyKey('"with spaces, commas; and all"')).toBe(
      'with spaces, commas; and all',
    )
    expect(readIdempotencyKey(String.raw`"say \"hi\" \\o/"`)).toBe(String.raw`say "hi" \o/`)
    expect(readIdempotencyKey(`"${'y'.repeat(255)}"`)).toBe('y'.repeat(255))
    // 255 characters once unescaped, though longer as written.
    expect(readIdempotencyKey(`"${'\\"'.repeat(255)}"`)).toBe('"'.repeat(255))
  })

  it('refuses an empty key, a longer one, and anything but printable ASCII', () => {
    for (const value of [
      '',
      '""',
      'x'.repeat(256),
      `"${'y'.repeat(256)}"`,
      ' padded',
      'two words',
      'a, b', // the header twice, as Node joins it
      '"a", "b"',
      '"unclosed',
      'inner"quote',
      String.raw`"bad \escape"`,
      String.raw`"ends with \"`,
      'semi;colon',
      'back\\slash',
      'tab\there',
      'nul\u0000',
      'line\r\nSet-Cookie: x=1',
      'del\u007f',
      'हिंदी',
      'caf\u00e9',
      '\ud800',
    ]) {
      expect(readIdempotencyKey(value), JSON.stringify(value)).toBeUndefined()
      expect(IDEMPOTENCY_KEY_PATTERN.test(value)).toBe(false)
    }
  })
})
