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
  return ASCII.test(text) ? asciiTerms(text.toLowerCase()) : termsOf(normalizeText(text))
}

/** A field's terms as its words are read: each word, and each compound once it ends. */
class TermList {
  readonly terms: string[] = []
  private compound = ''
  private parts = 0

  /** Adds a word; `joined`: a joiner and no space tie it to the next word. */
  add(word: string, joined: boolean): void {
    this.terms.push(word)
    this.compound = this.parts === 0 ? word : this.compound + word
    this.parts++
    if (!joined) {
      if (this.parts > 1) this.terms.push(this.compound)
      this.compound = ''
      this.parts = 0
    }
  }
}

/** indexTerms of normalised text, any script. */
export function termsOf(normalized: string): string[] {
  const words = tokens(normalized)
  const list = new TermList()
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const next = words[i + 1]
    list.add(
      word.term,
      next !== undefined && next.start === word.end + 1 && JOINERS.has(normalized[word.end]!),
    )
  }
  return list.terms
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

/**
 * indexTerms for lowercase ASCII text (most course text), read a character at a time: the same
 * terms in the same order as the general path's regular expression, without a match object per
 * word. Loading a million courses spent a fifth of its time there (docs/decisions/053).
 */
export function asciiTerms(text: string): string[] {
  const list = new TermList()
  const n = text.length
  let i = 0
  while (i < n) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++
      continue
    }
    const start = i
    while (i < n && isWordCode(text.charCodeAt(i))) i++
    // 'c++' and 'c#' keep their sign.
    if (text.charCodeAt(i) === PLUS && text.charCodeAt(i + 1) === PLUS) i += 2
    else if (text.charCodeAt(i) === HASH) i++
    // Joined to the next word by one joiner and no space: part of a compound.
    list.add(
      text.slice(start, i),
      i + 1 < n && isJoinerCode(text.charCodeAt(i)) && isWordCode(text.charCodeAt(i + 1)),
    )
  }
  return list.terms
}
