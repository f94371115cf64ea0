// The Hindi catalogue against the English one: the same keys and array lengths (catalogue.ts checks
// them at compile time; this checks the objects themselves), the same {{placeholders}} and <tags> in
// every message, and no Latin-script word in Hindi but those latin-allowlist.ts allows.
import { describe, expect, it } from 'vitest'
import type { Catalogue as ProvidedCatalogue } from '../keys'
import { createTranslate } from '../translate'
import { en } from './en'
import { hi } from './hi'
import { latinAllowlist, sameAsEnglish, verbatimLatin } from './hi/latin-allowlist'

// The Hindi catalogue is also what I18nProvider takes (keys.ts's Catalogue): a compile-time check.
const provided: ProvidedCatalogue = hi

type Node = { kind: 'text'; value: string } | { kind: 'array' | 'object' | 'other' }

/** Every key path of a catalogue ('a.b', array items by index: 'a.list.0') and what it holds. */
function paths(node: unknown, prefix = '', found = new Map<string, Node>()): Map<string, Node> {
  if (typeof node === 'string') found.set(prefix, { kind: 'text', value: node })
  else if (typeof node === 'object' && node !== null) {
    if (prefix) found.set(prefix, { kind: Array.isArray(node) ? 'array' : 'object' })
    for (const [key, child] of Object.entries(node)) {
      paths(child, prefix ? `${prefix}.${key}` : key, found)
    }
  } else found.set(prefix, { kind: 'other' })
  return found
}

/** The texts of a catalogue, by key path. */
function texts(found: Map<string, Node>): Map<string, string> {
  const result = new Map<string, string>()
  for (const [path, node] of found) if (node.kind === 'text') result.set(path, node.value)
  return result
}

const english = paths(en)
const hindi = paths(hi)
const englishTexts = texts(english)
const hindiTexts = texts(hindi)

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g
// As <Trans> reads them (i18n.tsx): <b>, </b>, <br/>.
const TAG = /<\/?[A-Za-z][\w-]*\s*\/?>/g
const URL_PATTERN = /https?:\/\/[^\s"'“”)]*/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
/** A Latin word: letters and digits, with . + # - inside it ('Node.js', '100xDevs'). */
const LATIN_WORD = /[\p{Script=Latin}0-9]+(?:[.+#-][\p{Script=Latin}0-9]+)*/gu
const LATIN_LETTER = /\p{Script=Latin}/u

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort()
const tags = (text: string) => [...text.matchAll(TAG)].map((m) => m[0].replace(/\s/g, '')).sort()

const isSameAsEnglish = (path: string) =>
  sameAsEnglish.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))

/** The Latin words of a Hindi value that the allow-list does not allow. */
function foreignWords(path: string, value: string): string[] {
  let text = value
    .replace(PLACEHOLDER, ' ')
    .replace(TAG, ' ')
    .replace(URL_PATTERN, ' ')
    .replace(EMAIL, ' ')
  for (const fragment of verbatimLatin[path] ?? []) text = text.split(fragment).join(' ')
  const allowed = new Set(latinAllowlist)
  return [...text.matchAll(LATIN_WORD)]
    .map((m) => m[0])
    .filter((word) => LATIN_LETTER.test(word) && !allowed.has(word))
}

describe('the Hindi catalogue', () => {
  it('has every key of the English catalogue, and no other (arrays of the same length)', () => {
    const missing = [...english.keys()].filter((path) => !hindi.has(path))
    const extra = [...hindi.keys()].filter((path) => !english.has(path))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it('has a text where English has one, and an object or array where English has one', () => {
    const mismatched = [...english].filter(
      ([path, node]) => hindi.has(path) && hindi.get(path)!.kind !== node.kind,
    )
    expect(mismatched.map(([path]) => path)).toEqual([])
  })

  it('has no empty message', () => {
    expect([...hindiTexts].filter(([, value]) => !value.trim()).map(([path]) => path)).toEqual([])
  })

  it('keeps the placeholders and tags of every English message', () => {
    const differing = [...hindiTexts].flatMap(([path, value]) => {
      const original = englishTexts.get(path)
      if (original === undefined) return []
      const same =
        JSON.stringify(placeholders(value)) === JSON.stringify(placeholders(original)) &&
        JSON.stringify(tags(value)) === JSON.stringify(tags(original))
      return same ? [] : [{ path, english: original, hindi: value }]
    })
    expect(differing).toEqual([])
  })

  it('has no Latin-script word but those the allow-list allows', () => {
    const foreign = [...hindiTexts].flatMap(([path, value]) => {
      if (isSameAsEnglish(path)) return []
      const words = foreignWords(path, value)
      return words.length ? [{ path, words }] : []
    })
    expect(foreign).toEqual([])
  })

  it('keeps the search terms as in English, and the verbatim fragments of both', () => {
    const searchTerms = [...hindiTexts].filter(([path]) => isSameAsEnglish(path))
    expect(searchTerms.length).toBeGreaterThan(0)
    for (const [path, value] of searchTerms) expect(value, path).toBe(englishTexts.get(path))
    for (const [path, fragments] of Object.entries(verbatimLatin)) {
      for (const fragment of fragments) {
        expect(englishTexts.get(path), path).toContain(fragment)
        expect(hindiTexts.get(path), path).toContain(fragment)
      }
    }
  })

  it('is a catalogue t() reads, with Hindi plurals (0 and 1 take the _one form)', () => {
    const t = createTranslate('hi', provided)
    expect(t('catalogue.resultCount', { count: 0, total: '0' })).toBe('0 कोर्स मिला')
    expect(t('catalogue.resultCount', { count: 1, total: '1' })).toBe('1 कोर्स मिला')
    expect(t('catalogue.resultCount', { count: 2, total: '2' })).toBe('2 कोर्स मिले')
    expect(t('landing.hero.slides', { returnObjects: true })).toHaveLength(3)
  })
})

describe('the checks themselves', () => {
  it('find a missing key, an extra key and an array of another length', () => {
    const altered = {
      ...hi,
      brand: { name: hi.brand.name },
      extra: 'x',
      govt: { ...hi.govt, exams: ['SSC'] },
    }
    const found = paths(altered)
    expect([...english.keys()].filter((path) => !found.has(path))).toEqual(
      expect.arrayContaining(['brand.tagline', 'govt.exams.1']),
    )
    expect([...found.keys()].filter((path) => !english.has(path))).toEqual(['extra'])
  })

  it('ignore placeholders, tags, URLs and e-mail addresses, and find other Latin words', () => {
    expect(
      foreignWords('x', 'क्या <b>{{term}}</b> https://example.com/a you@example.com CourseCompass.'),
    ).toEqual([])
    expect(foreignWords('x', 'Node.js और 100xDevs, IT')).toEqual([])
    expect(foreignWords('x', 'कोर्स Free है, it works')).toEqual(['Free', 'it', 'works'])
    expect(foreignWords('admin.import.formats', 'Free')).toEqual([])
  })

  it('compare placeholders and tags', () => {
    expect(placeholders('{{b}} {{ a }} {{b}}')).toEqual(['a', 'b'])
    expect(tags('<b>x</b> <br />')).toEqual(['</b>', '<b>', '<br/>'])
  })
})
