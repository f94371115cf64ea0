// The vocabulary's lookups must find what reading every term would find: the substring floor
// (docs/product.md#catalogue-search) depends on it.
import { describe, expect, it } from 'vitest'
import { randomGenerator } from '../../../test/course-factory'
import { Vocabulary } from './vocabulary'

const LETTERS = ['a', 'b', 'c', 'e', 'r', 's', 't', 'क', 'ा', 'ि', '्', 'र', '+', '#', '.']

function randomTerms(count: number, seed: number): string[] {
  const r = randomGenerator(seed)
  const terms = new Set<string>()
  while (terms.size < count) {
    const length = 1 + Math.floor(r() * 9)
    let term = ''
    for (let i = 0; i < length; i++) term += LETTERS[Math.floor(r() * LETTERS.length)]
    terms.add(term)
  }
  return [...terms]
}

describe('Vocabulary', () => {
  const terms = [
    'react',
    'reactjs',
    'preact',
    'nodejs',
    'node',
    'certification',
    'certified',
    'हिंदी',
    'c++',
    'aaa',
    'aaaa',
    ...randomTerms(3000, 7),
  ]
  const vocabulary = new Vocabulary()
  for (const term of terms) vocabulary.add(term)

  it('finds the terms containing a text, or ending with it, as reading every term does', () => {
    const texts = [
      'react',
      'eact',
      'act',
      're',
      'a',
      'aa',
      'aaa',
      'aaaa',
      'aaaaa',
      'ode',
      'tifi',
      'हिं',
      'िंदी',
      '++',
      'zzz',
      '',
      ...randomTerms(300, 11).map((t) => t.slice(0, 4)),
    ]
    for (const text of texts) {
      expect(vocabulary.containing(text), text).toEqual(terms.filter((t) => t.includes(text)))
      expect(vocabulary.endingWith(text), text).toEqual(terms.filter((t) => t.endsWith(text)))
    }
  })

  it('finds a term added after the first lookups', () => {
    expect(vocabulary.containing('xylo')).toEqual([])
    vocabulary.add('xylophone')
    expect(vocabulary.containing('ylop')).toEqual(['xylophone'])
    expect(vocabulary.endingWith('hone')).toEqual(['xylophone'])
  })
})
