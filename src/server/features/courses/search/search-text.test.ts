// Course text is read a byte at a time when it is plain ASCII (TermReader), and by a regular
// expression otherwise (termsOf): both must give the same terms, or a course would be found or
// missed depending on which characters its text happens to hold.
import { describe, expect, it } from 'vitest'
import { randomGenerator } from '../../../test/course-factory'
import { indexTerms, normalizeText, TermReader, termsOf } from './search-text'

describe('indexTerms', () => {
  it('reads plain ASCII as the general path does, whatever the characters', () => {
    const rnd = randomGenerator(7)
    // Letters, digits and every character the rules single out, more often than text has them.
    const alphabet = 'abcxyzAZ0189 ++##..--//__,:;!?()@[`{\t\n\u0000\u007f'
    for (let k = 0; k < 5000; k++) {
      const length = Math.floor(rnd() * 30)
      let text = ''
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(rnd() * alphabet.length)]
      expect(indexTerms(text), JSON.stringify(text)).toEqual(termsOf(normalizeText(text)))
    }
  })

  it('reads the terms of a slice of bytes, any script, without reading past its ends', () => {
    const bytes = new TextEncoder().encode('Go.Lang|Node.js हिंदी C++|x')
    const read = (from: number, to: number) => {
      const terms: string[] = []
      new TermReader().read(bytes, from, to, (term, length) => {
        terms.push(new TextDecoder().decode(term.subarray(0, length)))
      })
      return terms
    }
    const bar = bytes.indexOf(124)
    const lastBar = bytes.lastIndexOf(124)
    expect(read(0, bar)).toEqual(['go', 'lang', 'golang'])
    expect(read(bar + 1, lastBar)).toEqual(['node', 'js', 'nodejs', 'हिंदी', 'c++'])
    // 'C+' at the end of a slice is no 'c++', and 'node.' no compound.
    expect(read(bar + 1, bar + 6)).toEqual(['node'])
    expect(read(lastBar - 3, lastBar - 1)).toEqual(['c'])
  })

  it('keeps signs, compounds and case as course text needs', () => {
    expect(indexTerms('C++ and C# for Node.js, Full-Stack UI/UX')).toEqual([
      'c++',
      'and',
      'c#',
      'for',
      'node',
      'js',
      'nodejs',
      'full',
      'stack',
      'fullstack',
      'ui',
      'ux',
      'uiux',
    ])
    // Text beyond ASCII takes the general path, with the same rules.
    expect(indexTerms('Café Node.js हिंदी')).toEqual(['cafe', 'node', 'js', 'nodejs', 'हिंदी'])
  })
})
