import { describe, expect, it } from 'vitest'
import { findFilterWords, withoutPhrases } from './search-filter-words'

/** The filters found, by name, and the text left to search. */
const read = (q: string) => {
  const found = findFilterWords(q)
  return {
    filters: Object.fromEntries(found.map((f) => [f.name, f.value])),
    rest: withoutPhrases(q, found),
  }
}

describe('words in a search that name a filter', () => {
  it.each([
    ['python in hindi under 500', { language: 'Hindi', maxPrice: '500' }, 'python'],
    ['free dsa course', { price: 'free' }, 'dsa course'],
    ['ssc cgl hindi', { language: 'Hindi' }, 'ssc cgl'],
    ['data science course below 1000 rupees', { maxPrice: '1000' }, 'data science course'],
    ['upsc free', { price: 'free' }, 'upsc'],
    ['हिंदी में पायथन', { language: 'Hindi' }, 'पायथन'],
    ['python hindi me', { language: 'Hindi' }, 'python'],
    ['react on udemy under ₹1,500', { platform: 'udemy', maxPrice: '1500' }, 'react'],
    ['excel 500 se kam', { maxPrice: '500' }, 'excel'],
    ['ssc 1.5k tak', { maxPrice: '1500' }, 'ssc'],
    ['sarkari naukri ssc', { track: 'govt' }, 'ssc'],
    ['ssc मुफ़्त', { price: 'free' }, 'ssc'],
  ])('%s', (q, filters, rest) => {
    expect(read(q)).toEqual({ filters, rest })
  })

  it.each([
    'react for beginners',
    'english speaking course',
    'spoken english',
    'ssc english grammar',
    'python 2025',
    'java under 2025',
    'udemyx',
    'hindustan',
  ])('%s names none', (q) => {
    expect(read(q)).toEqual({ filters: {}, rest: q })
  })

  it('takes the first of each filter; a second is left as words', () => {
    expect(read('hindi english python')).toEqual({
      filters: { language: 'Hindi' },
      rest: 'english python',
    })
  })

  it('reads 200 characters of anything in well under a millisecond each', () => {
    const hostile = [
      'under '.repeat(40),
      '1'.repeat(200),
      `under ${'1,'.repeat(97)}`,
      `${'in '.repeat(66)}hindi`,
      ' '.repeat(200),
      '₹'.repeat(200),
    ]
    const started = performance.now()
    for (const q of hostile) expect(() => findFilterWords(q)).not.toThrow()
    expect(performance.now() - started).toBeLessThan(100)
  })
})
