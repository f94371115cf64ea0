// The plain rules' messages in the page's language (the forms' tests show them in a Hindi page).
import { describe, expect, it } from 'vitest'
import { loadRuleTexts, ruleText } from './rule-text'

describe('ruleText', () => {
  it('words a rule message in Hindi once the table is loaded, and leaves others as they are', async () => {
    expect(ruleText('Email ID is not valid', 'en')).toBe('Email ID is not valid')
    await loadRuleTexts('hi')
    expect(ruleText('Email ID is not valid', 'hi')).toBe('ईमेल आईडी मान्य नहीं है')
    expect(ruleText('Email ID is not valid', 'en')).toBe('Email ID is not valid')
    expect(ruleText('पहले से हिन्दी में', 'hi')).toBe('पहले से हिन्दी में')
  })
})
