// How course text and search text become terms (docs/decisions/016): Unicode-normalised, lowercase
// words of letters, marks and digits (Devanagari included: its vowel signs are marks), with 'c++'
// and 'c#' kept whole and 'node.js' or 'full-stack' also indexed as one word ('nodejs',
// 'fullstack'). Latin words are stemmed (Porter) so that 'course' finds 'courses'.
import { stemmer } from 'stemmer'

// Zero-width joiners and the like change how Devanagari is drawn, not what it says.
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g
// Latin accents (café -> cafe); Devanagari marks are not in this block and stay.
const LATIN_ACCENTS = /[\u0300-\u036f]/g
// Half of a surrogate pair without its other half: not text (a URL can carry one).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

// Plain ASCII needs none of the Unicode steps below (most course text: loading is twice as fast).
// eslint-disable-next-line no-control-regex -- the ASCII range includes control characters
const ASCII = /^[\u0000-\u007f]*$/

export function normalizeText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  return text
    .replace(LONE_SURROGATE, ' ')
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
}

// A word, optionally followed by '++' or '#' ('c++', 'c#', 'f#'); the separator after it ('.',
// '-', '/', '_') joins it to the next word into a compound when no space comes between.
const WORD = /[\p{L}\p{M}\p{N}]+(?:\+\+|#)?/gu
const JOINERS = new Set(['.', '-', '/', '_'])

export interface Token {
  term: string
  /** Character offset of the word in the normalised text. */
  start: number
  end: number
}

/** The words of already normalised text, in order. */
export function tokens(normalized: string): Token[] {
  const out: Token[] = []
  for (const m of normalized.matchAll(WORD)) {
    out.push({ term: m[0], start: m.index, end: m.index + m[0].length })
  }
  return out
}

/** Terms to index for a field: every word, plus compounds of words joined by '.', '-', '/', '_'. */
export function indexTerms(text: string): string[] {
  return ASCII.test(text) ? asciiTerms(text) : termsOf(normalizeText(text))
}

/** indexTerms of normalised text, any script. */
export function termsOf(normalized: string): string[] {
  const words = tokens(normalized)
  const terms: string[] = []
  let compound = ''
  let parts = 0
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    terms.push(word.term)
    const next = words[i + 1]
    const joined =
      next !== undefined && next.start === word.end + 1 && JOINERS.has(normalized[word.end]!)
    compound = parts === 0 ? word.term : compound + word.term
    parts++
    if (!joined) {
      if (parts > 1) terms.push(compound)
      compound = ''
      parts = 0
    }
  }
  return terms
}

const LATIN_WORD = /^[a-z]+$/

/**
 * Porter stems of words a learner uses for one another that Porter keeps apart: 'certified' and
 * 'certify' (certifi) beside 'certificate' and 'certification' (certif); 'programmer' beside
 * 'programming'; 'analyst', 'analytics' and 'analysis'; 'tester' beside 'testing' (issue 31:
 * "terraform certification" found no "HashiCorp Certified: Terraform Associate").
 */
const STEM_FAMILIES: ReadonlyMap<string, string> = new Map([
  ['certifi', 'certif'],
  ['programm', 'program'],
  ['analyst', 'analy'],
  ['analyt', 'analy'],
  ['analysi', 'analy'],
  ['tester', 'test'],
])

/** The stem a word is indexed under: Porter for Latin words, the word itself otherwise. */
export function stem(term: string): string {
  if (!LATIN_WORD.test(term) || term.length <= 3) return term
  const porter = stemmer(term)
  return STEM_FAMILIES.get(porter) ?? porter
}

/**
 * Words that carry little meaning in a course search ('javascript course', 'learn python'): when a
 * search has other words, these only add to a course's score and are not required.
 */
export const OPTIONAL_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'in',
  'on',
  'to',
  'with',
  'by',
  'from',
  'at',
  'or',
  'is',
  'my',
  'course',
  'courses',
  'class',
  'classes',
  'tutorial',
  'tutorials',
  'training',
  'learn',
  'online',
])

/**
 * Words too common to carry a search on their own: a search none of whose other words are found
 * ('zzzz no such course') is not answered with the courses that say 'no' (search-index.ts,
 * bestPartial).
 */
export const WEAK_WORDS = new Set([
  ...OPTIONAL_WORDS,
  'no',
  'not',
  'such',
  'what',
  'which',
  'how',
  'why',
  'who',
  'i',
  'me',
  'we',
  'you',
  'it',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'all',
  'best',
  'top',
  'good',
  'new',
  'free',
  'want',
  'need',
  'get',
  'about',
  'be',
  'are',
  'was',
  'do',
  'can',
  'will',
  'as',
  'so',
  'if',
  'but',
  'more',
  'most',
  'very',
  'just',
  'only',
  'also',
])

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) // a-z, 0-9
const PLUS = 43
const HASH = 35
const isJoinerCode = (c: number) => c === 46 || c === 45 || c === 47 || c === 95 // . - / _
/** A-Z as a-z; every other byte (or UTF-16 unit) as it is: normalizeText of plain ASCII. */
export const lower = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c)

/** Whether bytes [from, to) are plain ASCII (normalizeText's fast path, by the byte). */
export function isAsciiBytes(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i]! >= 0x80) return false
  return true
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * indexTerms of text held as UTF-8 bytes, each term given as bytes: `onTerm(term, length)` gets
 * the term's bytes as the first `length` of `term`, a scratch array the next term overwrites.
 * Plain ASCII (most course text) is read a byte at a time and makes no string: loading a million
 * courses spent half its time collecting a string made for every word of every course
 * (docs/decisions/054-search-index-built-from-bytes.md). Other text takes the general path.
 */
export class TermReader {
  private word = new Uint8Array(64)
  private compound = new Uint8Array(64)

  read(
    bytes: Uint8Array,
    from: number,
    to: number,
    onTerm: (term: Uint8Array, length: number) => void,
  ): void {
    if (!isAsciiBytes(bytes, from, to)) {
      for (const term of termsOf(normalizeText(decoder.decode(bytes.subarray(from, to))))) {
        if (term.length * 3 > this.word.length) this.word = new Uint8Array(term.length * 3)
        onTerm(this.word, encoder.encodeInto(term, this.word).written)
      }
      return
    }
    if (to - from > this.word.length) this.word = new Uint8Array(to - from)
    const { word } = this
    let compoundLength = 0
    let parts = 0
    let i = from
    while (i < to) {
      if (!isWordCode(lower(bytes[i]!))) {
        i++
        continue
      }
      const start = i
      while (i < to && isWordCode(lower(bytes[i]!))) i++
      // 'c++' and 'c#' keep their sign.
      if (i + 1 < to && bytes[i] === PLUS && bytes[i + 1] === PLUS) i += 2
      else if (i < to && bytes[i] === HASH) i++
      const length = i - start
      for (let k = 0; k < length; k++) word[k] = lower(bytes[start + k]!)
      onTerm(word, length)
      // Joined to the next word by one joiner and no space: part of a compound, given when it ends.
      const joined = i + 1 < to && isJoinerCode(bytes[i]!) && isWordCode(lower(bytes[i + 1]!))
      if (parts > 0 || joined) {
        if (compoundLength + length > this.compound.length) {
          const grown = new Uint8Array(Math.max(this.compound.length * 2, compoundLength + length))
          grown.set(this.compound.subarray(0, compoundLength))
          this.compound = grown
        }
        this.compound.set(word.subarray(0, length), compoundLength)
        compoundLength += length
        parts++
      }
      if (!joined) {
        if (parts > 1) onTerm(this.compound, compoundLength)
        compoundLength = 0
        parts = 0
      }
    }
  }
}

const stringReader = new TermReader()
const asciiDecoder = new TextDecoder('latin1')

/** indexTerms of plain ASCII, through the byte reader the index loads with. */
function asciiTerms(text: string): string[] {
  const bytes = encoder.encode(text)
  const terms: string[] = []
  stringReader.read(bytes, 0, bytes.length, (term, length) => {
    terms.push(asciiDecoder.decode(term.subarray(0, length)))
  })
  return terms
}
