import { describe, expect, it } from 'vitest'
import { createTranslate, type TFunction } from '../../lib/i18n'
import { en } from '../../lib/i18n/messages/en'
import { hi } from '../../lib/i18n/messages/hi'
import { formatPrice } from '../../../domain/format'
import { coursePriceText } from './course-price'

const t = (language: string, messages: object) =>
  createTranslate(language, messages as Record<string, unknown>) as unknown as TFunction

describe('coursePriceText', () => {
  it('writes prices as the rest of the site does in English', () => {
    for (const price of [0, 499, 4999, 100000, 1234567.5]) {
      expect(coursePriceText(price, t('en', en))).toBe(formatPrice(price))
    }
    expect(coursePriceText(null, t('en', en))).toBe('Free')
  })

  it('writes ₹ with Indian digit grouping in Hindi', () => {
    expect(coursePriceText(123456, t('hi', hi))).toBe('₹1,23,456')
    expect(coursePriceText(null, t('hi', hi))).toBe('मुफ़्त')
  })
})
