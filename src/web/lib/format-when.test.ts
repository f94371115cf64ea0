import { describe, expect, it } from 'vitest'
import { formatWhen } from './format-when'

const spaced = (text: string) => text.replace(/\s+/g, ' ')

describe('formatWhen', () => {
  it("writes an instant on India's clock, whatever the machine's zone", () => {
    // 8 pm in London on 30 November is 1:30 am on 1 December in India.
    expect(spaced(formatWhen('2024-11-30T20:00:00Z', 'en'))).toBe('1 Dec 2024, 1:30 am')
    expect(spaced(formatWhen('2024-11-30T20:00:00Z', 'en', 'date'))).toBe('1 December 2024')
  })

  it("uses the page's language", () => {
    expect(spaced(formatWhen('2024-11-09T10:00:00Z', 'hi', 'date'))).toBe('9 नवंबर 2024')
  })

  it('gives back text that is not a date as it is', () => {
    expect(formatWhen('soon', 'en')).toBe('soon')
  })
})
