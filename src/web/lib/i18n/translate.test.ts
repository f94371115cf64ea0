import { describe, expect, it } from 'vitest'
import { en } from './messages/en'
import { createTranslate, interpolate } from './translate'

const messages = {
  greeting: 'Hello {{name}}, you have {{count}} new {{what}}',
  nested: { deeper: { leaf: 'Leaf' } },
  item_one: '{{count}} item',
  item_other: '{{count}} items',
  seat_zero: 'No seats left',
  seat_one: 'One seat left',
  seat_other: '{{count}} seats left',
  bare: 'Bare {{count}}',
  list: ['a', 'b'],
  table: { x: 'X', y: 'Y' },
}

describe('createTranslate', () => {
  const t = createTranslate('en', messages)

  it('reads nested keys', () => {
    expect(t('nested.deeper.leaf')).toBe('Leaf')
    expect(createTranslate('en', en)('catalogue.platforms.100xdevs')).toBe('100xDevs')
  })

  it('fills {{placeholders}} without escaping markup, and leaves one without a value as written', () => {
    expect(t('greeting', { name: '<b>Asha</b> & "co"', count: 3, what: 'messages' })).toBe(
      'Hello <b>Asha</b> & "co", you have 3 new messages',
    )
    expect(t('greeting', { name: 'Ravi' })).toBe('Hello Ravi, you have {{count}} new {{what}}')
    expect(interpolate('{{ spaced }}!', { spaced: 0 })).toBe('0!')
  })

  it("picks the plural form by the language's rules, with _zero for 0 only when present", () => {
    expect(t('item', { count: 1 })).toBe('1 item')
    expect(t('item', { count: 0 })).toBe('0 items')
    expect(t('item', { count: 2 })).toBe('2 items')
    expect(t('item', { count: 1.5 })).toBe('1.5 items')
    expect(t('seat', { count: 0 })).toBe('No seats left')
    expect(t('seat', { count: 1 })).toBe('One seat left')
    expect(t('seat', { count: 7 })).toBe('7 seats left')
    // Hindi counts 0 as 'one' (Intl.PluralRules('hi')); English as 'other'.
    expect(createTranslate('hi', messages)('item', { count: 0 })).toBe('0 item')
  })

  it('falls back to the bare key when the plural form is missing, or count is not given', () => {
    expect(t('bare', { count: 4 })).toBe('Bare 4')
    expect(t('item')).toBe('item')
  })

  it('answers arrays and objects as stored with returnObjects', () => {
    expect(t('list', { returnObjects: true })).toBe(messages.list)
    expect(t('table', { returnObjects: true })).toEqual({ x: 'X', y: 'Y' })
    expect(createTranslate('en', en)('landing.about.stats', { returnObjects: true })).toBe(
      en.landing.about.stats,
    )
  })

  it('answers the key itself for a missing key, an object read as a string, or a partial path', () => {
    expect(t('nope')).toBe('nope')
    expect(t('nested.nope.leaf')).toBe('nested.nope.leaf')
    expect(t('nested.deeper.leaf.more')).toBe('nested.deeper.leaf.more')
    expect(t('table')).toBe('table')
    expect(t('toString')).toBe('toString')
  })
})
