// Course text is read a character at a time when it is plain ASCII (asciiTerms), and by a regular
// expression otherwise (termsOf): both must give the same terms, or a course would be found or
// missed depending on which characters its text happens to hold.
import { describe, expect, it } from 'vitest'
import { randomGenerator } from '../../../test/course-factory'
import { asciiTerms, indexTerms, termsOf } from './search-text'

describe('indexTerms', () => {
  it('reads plain ASCII as the general path does, whatever the characters', () => {
    const rnd = randomGenerator(7)
    // Letters, digits and every character the rules single out, more often than text has them.
    const alphabet = 'abcxyz0189 ++##..--//__,:;!?()\t\n\u0000\u007f'
    for (let k = 0; k < 5000; k++) {
      const length = Math.floor(rnd() * 30)
      let text = ''
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(rnd() * alphabet.length)]
      expect(asciiTerms(text), JSON.stringify(text)).toEqual(termsOf(text))
    }
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
