// Words in a catalogue search that name one of its filters (docs/product.md#catalogue-search):
// "python in hindi under 500" is Python, in Hindi, at most Rs. 500; "upsc free" is UPSC, free;
// "हिंदी में पायथन" and "python hindi me" are Python in Hindi. The search index applies what it
// finds when the catalogue holds that value and the visitor has not chosen that filter already, and
// searches the rest; the page shows each as a chip that searches again without it.

/** The filters a search's words can name. `maxPrice` (rupees, free courses included) has no select. */
export const FILTER_WORD_NAMES = ['language', 'price', 'maxPrice', 'platform', 'track'] as const
export type FilterWordName = (typeof FILTER_WORD_NAMES)[number]

export interface FilterWords {
  name: FilterWordName
  /** The filter's value: a language ('Hindi'), 'free', rupees ('500'), a platform, 'govt'. */
  value: string
  /** Where the words are in the normalised search text. */
  start: number
  end: number
}

/** Languages by the words learners write for them (Devanagari has no \b, so they are whole tokens). */
export const LANGUAGE_WORDS: Readonly<Record<string, string>> = {
  hindi: 'Hindi',
  हिंदी: 'Hindi',
  हिन्दी: 'Hindi',
  english: 'English',
  अंग्रेज़ी: 'English',
  अंग्रेजी: 'English',
  इंग्लिश: 'English',
  tamil: 'Tamil',
  telugu: 'Telugu',
  bengali: 'Bengali',
  bangla: 'Bengali',
  marathi: 'Marathi',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  gujarati: 'Gujarati',
  punjabi: 'Punjabi',
  urdu: 'Urdu',
}

/** Platforms by the words learners write for them (their keys in the catalogue). */
const PLATFORM_WORDS: Readonly<Record<string, string>> = {
  udemy: 'udemy',
  coursera: 'coursera',
  nptel: 'nptel',
  youtube: 'youtube',
  yt: 'youtube',
  testbook: 'testbook',
  unacademy: 'unacademy',
  namastedev: 'namastedev',
  '100xdevs': '100xdevs',
  'apna college': 'apna college',
}

const alternatives = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')

// A phrase starts and ends at a space or the text's ends (Devanagari has no \b).
const phrase = (body: string) => new RegExp(`(?<=^|\\s)(?:${body})(?=\\s|$)`, 'gu')

const AMOUNT = String.raw`(?:rs\.?|inr|₹)?\s*(\d[\d,]*(?:\.\d+)?k?)\s*(?:rs\.?|rupees?|rupaye|inr|₹|/-|रुपये|रुपए)?`

const PATTERNS: Array<{
  name: FilterWordName
  pattern: RegExp
  value: (m: RegExpExecArray) => string | null
}> = [
  {
    name: 'language',
    // 'spoken english' and 'english grammar' are what a course teaches, not the language it is in.
    pattern: phrase(
      `(?<!spoken\\s)(?:(?:in|me|mein|में)\\s+)?(${alternatives(Object.keys(LANGUAGE_WORDS))})(?:\\s+(?:me|mein|में|medium|language|bhasha|भाषा))?(?!\\s+(?:speaking|spoken|grammar|vocabulary|literature|typing|communication|comprehension|writing|व्याकरण))`,
    ),
    value: (m) => LANGUAGE_WORDS[m[1]!.replace(/\s+/g, ' ')] ?? null,
  },
  {
    name: 'maxPrice',
    pattern: phrase(
      `(?:under|below|upto|up\\s+to|within|less\\s+than|max(?:imum)?|cheaper\\s+than|budget|<=?)\\s*${AMOUNT}` +
        `|${AMOUNT}\\s*(?:se\\s+kam|से\\s+कम|tak|तक|ke\\s+andar|के\\s+अंदर|or\\s+less)`,
    ),
    value: (m) => rupees(m[1] ?? m[2]!),
  },
  {
    name: 'price',
    pattern: phrase('free(?:\\s+of\\s+cost)?|मुफ्त|मुफ़्त|फ्री|muft'),
    value: () => 'free',
  },
  {
    name: 'platform',
    pattern: phrase(`(?:(?:on|from|par|पर)\\s+)?(${alternatives(Object.keys(PLATFORM_WORDS))})`),
    value: (m) => PLATFORM_WORDS[m[1]!.replace(/\s+/g, ' ')] ?? null,
  },
  {
    name: 'track',
    pattern: phrase(
      'sarkari(?:\\s+(?:naukri|exams?|jobs?|pariksha))?|सरकारी(?:\\s+(?:नौकरी|परीक्षा|परीक्षाएं|परीक्षाएँ))?|(?:government|govt)\\s+(?:exams?|jobs?)',
    ),
    value: () => 'govt',
  },
]

/** '500', '1,000', '1.5k' as whole rupees; null for what is no price (a year, nothing). */
function rupees(text: string): string | null {
  const thousands = text.endsWith('k')
  const value = Number(text.replace(/[,k]/g, '')) * (thousands ? 1000 : 1)
  if (!Number.isFinite(value) || value < 1 || value > 10_000_000) return null
  // 'under 2025' is a year more likely than a price.
  if (!thousands && /^(19|20)\d\d$/.test(text)) return null
  return String(Math.round(value))
}

/**
 * The filter words in `normalized` (lower case, spaces collapsed: the index's normalised search
 * text), the first of each filter, in the order they appear; phrases never overlap.
 */
export function findFilterWords(normalized: string): FilterWords[] {
  const found: FilterWords[] = []
  const taken = (start: number, end: number) => found.some((f) => start < f.end && f.start < end)
  for (const { name, pattern, value } of PATTERNS) {
    pattern.lastIndex = 0
    for (let m = pattern.exec(normalized); m; m = pattern.exec(normalized)) {
      const v = value(m)
      const end = m.index + m[0].length
      if (v === null || taken(m.index, end) || found.some((f) => f.name === name)) continue
      found.push({ name, value: v, start: m.index, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** `normalized` without the phrases at these places, its spaces collapsed. */
export function withoutPhrases(
  normalized: string,
  phrases: readonly Pick<FilterWords, 'start' | 'end'>[],
): string {
  let out = ''
  let at = 0
  for (const { start, end } of [...phrases].sort((a, b) => a.start - b.start)) {
    out += normalized.slice(at, start) + ' '
    at = end
  }
  return (out + normalized.slice(at)).replace(/\s+/g, ' ').trim()
}
