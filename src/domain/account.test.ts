import { describe, expect, it } from 'vitest'
import { signUpBodySchema } from './schemas/account'
import {
  credentialsError,
  EMAIL_INVALID_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from './credentials'

describe('sign-in and sign-up validation (docs/product.md#accounts)', () => {
  it('checks the email first', () => {
    expect(credentialsError('asha.example.in', 'weak')).toBe(EMAIL_INVALID_MESSAGE)
    expect(credentialsError('asha@example', 'Str0ngPassword')).toBe(EMAIL_INVALID_MESSAGE)
    expect(credentialsError('', '')).toBe(EMAIL_INVALID_MESSAGE)
  })

  it('then the password: 8+ characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(credentialsError('asha@example.in', 'Short1A')).toBe(PASSWORD_RULE_MESSAGE)
    expect(credentialsError('asha@example.in', 'alllowercase1')).toBe(PASSWORD_RULE_MESSAGE)
    expect(credentialsError('asha@example.in', 'ALLUPPERCASE1')).toBe(PASSWORD_RULE_MESSAGE)
    expect(credentialsError('asha@example.in', 'NoDigitsHere')).toBe(PASSWORD_RULE_MESSAGE)
  })

  it('does not require the special character its message names (kept on purpose)', () => {
    expect(credentialsError('asha@example.in', 'Mumbai2024')).toBeNull()
  })

  it('allows passwords of up to 128 characters', () => {
    expect(credentialsError('asha@example.in', `Aa1${'x'.repeat(125)}`)).toBeNull()
    expect(credentialsError('asha@example.in', `Aa1${'x'.repeat(126)}`)).toBe(
      PASSWORD_TOO_LONG_MESSAGE,
    )
  })

  it('keeps the same order on the server: one message, the email first', () => {
    const result = signUpBodySchema.safeParse({ email: 'nope', password: 'x', name: 'A' })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.message).toBe(EMAIL_INVALID_MESSAGE)
  })

  it('does not validate the Full Name beyond its length, and normalises the email', () => {
    const parsed = signUpBodySchema.parse({
      email: ' Asha@Example.IN ',
      password: 'Mumbai2024',
      name: '',
    })
    expect(parsed).toEqual({ email: 'asha@example.in', password: 'Mumbai2024', name: '' })
  })
})
