import { describe, expect, it } from 'vitest'
import { COURSE_FIELD_RULES, COURSE_FIELDS, COURSE_TEXT_MAX } from './course'
import { credentialsError } from './credentials'
import { certificateCostProblem } from './course-facts'
import { hindiRuleMessages } from './rule-messages-hi'

const long = (n: number) => 'x'.repeat(n + 1)
/** Values that break some rule of some field: every message a rule gives is among their answers. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  ...Object.values(COURSE_TEXT_MAX).map(long),
  long(2000),
  'ftp://example.com',
  'not a url',
  // The text any field takes (text-input.ts).
  'NUL\u0000',
  'half \ud83d',
  'two\nlines',
  'https://example.in/\u0085',
  -1,
  6,
  4.25,
  1e9,
  Number.NaN,
  true,
  {},
  10n,
  // The facts (course-facts.ts): a syllabus too long, a module's length that is none.
  Array.from({ length: 61 }, (_, i) => `Module ${i}`),
  'Basics | forever',
  '2020-13',
]

describe('Hindi of the plain rules', () => {
  it('has every message a course field rule can give', () => {
    const messages = new Set<string>()
    for (const field of COURSE_FIELDS) {
      for (const value of BAD_VALUES) {
        const message = COURSE_FIELD_RULES[field](value)
        if (message) messages.add(message)
      }
    }
    messages.add(certificateCostProblem('none', 499)!)
    expect(messages.size).toBeGreaterThan(30)
    expect([...messages].filter((m) => !(m in hindiRuleMessages))).toEqual([])
  })

  it('has every credentials message', () => {
    const messages = [
      credentialsError('nobody', 'Password1'),
      credentialsError('a@b.co', 'short'),
      credentialsError('a@b.co', 'Aa1'.repeat(50)),
    ]
    for (const message of messages) expect(hindiRuleMessages[message!]).toMatch(/[\u0900-\u097f]/)
  })

  it('writes every message in Devanagari', () => {
    for (const hindi of Object.values(hindiRuleMessages)) expect(hindi).toMatch(/[\u0900-\u097f]/)
  })
})
