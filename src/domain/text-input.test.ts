import { describe, expect, it } from 'vitest'
import {
  TEXT_BROKEN_MESSAGE,
  TEXT_CONTROL_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_ONE_LINE_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
  textProblem,
} from './text-input'

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i))

describe('the text any field takes', () => {
  it('takes ordinary text in any script, emoji included', () => {
    for (const text of ['', 'React & Node.js — 100%', 'हिंदी में कोर्स', 'தமிழ்', '👩🏽‍💻 🚀', '€ ₹ ©']) {
      expect(textProblem(text, 'single-line')).toBeUndefined()
      expect(textProblem(text, 'multi-line')).toBeUndefined()
    }
  })

  it('refuses NUL and every other control character but tab, line feed and carriage return', () => {
    const refused = [...codePoints(0x00, 0x08), '\u000b', '\u000c', ...codePoints(0x0e, 0x1f)]
    for (const control of [...refused, '\u007f', ...codePoints(0x80, 0x9f)]) {
      expect(textProblem(`a${control}b`, 'multi-line')).toBe(TEXT_CONTROL_MESSAGE)
      expect(textProblem(`a${control}b`, 'single-line')).toBe(TEXT_CONTROL_MESSAGE)
    }
  })

  it('keeps line breaks and tabs on several lines, refuses them on one', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'a\tb', 'end\r']) {
      expect(textProblem(text, 'multi-line')).toBeUndefined()
      expect(textProblem(text, 'single-line')).toBe(TEXT_ONE_LINE_MESSAGE)
    }
  })

  it('refuses half of a surrogate pair, alone or at either end', () => {
    for (const text of ['\ud83d', 'a\ude00', '\ude00\ud83d', 'ok \ud83d']) {
      expect(textProblem(text, 'multi-line')).toBe(TEXT_BROKEN_MESSAGE)
    }
    expect(textProblem('\ud83d\ude00', 'single-line')).toBeUndefined()
  })

  it('refuses a value longer than any field takes, and says how long it may be', () => {
    expect(textProblem('a'.repeat(TEXT_MAX_LENGTH), 'multi-line')).toBeUndefined()
    expect(textProblem('a'.repeat(TEXT_MAX_LENGTH + 1), 'multi-line')).toBe(TEXT_TOO_LONG_MESSAGE)
    expect(TEXT_TOO_LONG_MESSAGE).toContain('20,000')
  })
})
