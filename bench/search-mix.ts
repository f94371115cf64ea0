// The catalogue requests of real visitors, for the search benchmarks: a long sequence of
// GET /api/courses and /api/courses/suggest addresses drawn like real traffic, with popular
// searches often and a long tail rarely, over the topics of the generated catalogue
// (catalogue-topics.ts). Single words, a topic with the words people add ("for beginners", "in
// hindi", "free"), two topics, typos, words being typed, names, Devanagari and searches that find
// nothing, some with filters, sorts and pages 1 to 20. Deterministic for a seed; tens of thousands
// of distinct addresses, so that a cache holds only what a cache would hold in production.
import { randomGenerator } from '../src/server/test/course-factory'
import {
  TOPICS,
  cumulativeWeights,
  pickRareName,
  shares,
  topicWeight,
  weightedPick,
  type Topic,
} from './catalogue-topics'

/** What people add to a topic, most added first. */
const MODIFIERS = [
  'course',
  'for beginners',
  'in hindi',
  'hindi',
  'tutorial',
  'projects',
  'free',
  'certification',
  'interview questions',
  'full course',
  'advanced',
  'bootcamp',
  'crash course',
  'mock test',
  'notes',
  'roadmap',
  'complete course',
  'for developers',
  'masterclass',
  '2025',
  'live batch',
  'zero to hero',
]
const DEVANAGARI = ['हिंदी', 'पायथन', 'एसएससी', 'यूपीएससी', 'जावा', 'रीज़निंग', 'गणित', 'कांस्टेबल']
const NOTHING = ['zzqx', 'qwertyuiop', 'asdfgh', 'lorem ipsum', 'xkcd', 'blorft']
const FILTERS: [string, number][] = [
  ['', 55],
  ['&language=hindi', 9],
  ['&price=free', 8],
  ['&category=devops', 2],
  ['&category=frontend', 2],
  ['&category=machine%20learning', 2],
  ['&platform=udemy', 4],
  ['&platform=youtube', 2],
  ['&price=400-1000', 3],
  ['&price=under-400', 2],
  ['&price=2000-4000', 2],
  ['&track=govt', 2],
  ['&track=it', 1],
  ['&language=english&price=free', 2],
  ['&language=hindi&price=under-400', 2],
  ['&platform=udemy&price=400-1000', 2],
]
const SORTS: [string, number][] = [
  ['', 70],
  ['&sort=rating', 10],
  ['&sort=price-asc', 10],
  ['&sort=newest', 7],
  ['&sort=price-desc', 3],
]

/** One letter changed as people mistype: dropped, doubled, swapped with the next, or replaced. */
function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2))
  const kind = Math.floor(r() * 4)
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1)
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i)
  if (kind === 2) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
  const letter = 'aeioustnrl'[Math.floor(r() * 10)]
  return word.slice(0, i) + letter + word.slice(i + 1)
}

export interface SearchMix {
  /** The addresses in the order they are sent (a popular one comes many times). */
  paths: string[]
  /** How many of them are different. */
  distinct: number
}

/** `count` requests of a long-tail mix over the generated catalogue's topics. */
export function longTailMix(count = 100_000, seed = 11): SearchMix {
  const r = randomGenerator(seed)
  const topics = cumulativeWeights(TOPICS.length, topicWeight)
  const modifiers = cumulativeWeights(MODIFIERS.length, (i) => 1 / (i + 1))
  const filter = shares(FILTERS)
  const sort = shares(SORTS)
  const topic = (): Topic => TOPICS[weightedPick(topics, r())]!
  const lower = (t: Topic) => t.name.toLowerCase()

  /** A search as people type it. */
  const search = (): string => {
    const kind = r()
    const t = topic()
    if (kind < 0.3) return lower(t)
    if (kind < 0.55) return `${lower(t)} ${MODIFIERS[weightedPick(modifiers, r())]}`
    if (kind < 0.65)
      return `${lower(t)} ${t.related[Math.floor(r() * t.related.length)]!.toLowerCase()}`
    if (kind < 0.77) {
      const word = lower(t)
      return word.length >= 5 ? typo(word, r) : `${word} ${typo('course', r)}`
    }
    if (kind < 0.87) {
      const word = lower(t)
      return word.slice(0, Math.min(word.length, 3 + Math.floor(r() * 4)))
    }
    if (kind < 0.94) return pickRareName(r()).toLowerCase()
    if (kind < 0.97) return DEVANAGARI[Math.floor(r() * DEVANAGARI.length)]!
    return NOTHING[Math.floor(r() * NOTHING.length)]!
  }
  /** Page 1 mostly; a few go deep, up to page 20. */
  const page = (): string => {
    const x = r()
    if (x < 0.72) return ''
    if (x < 0.85) return '&page=2'
    if (x < 0.91) return '&page=3'
    return `&page=${4 + Math.floor(Math.pow(r(), 2) * 17)}`
  }

  const paths: string[] = []
  for (let i = 0; i < count; i++) {
    const x = r()
    if (x < 0.15) {
      // Suggestions while typing: the first letters of a search.
      const text = search()
      const typed = text.slice(0, Math.min(text.length, 2 + Math.floor(r() * 5)))
      paths.push(`/api/courses/suggest?q=${encodeURIComponent(typed)}`)
    } else if (x < 0.2) {
      // Browsing without words: filters, sorts and pages.
      const query = `${filter(r())}${sort(r())}${page()}`.slice(1)
      paths.push(query ? `/api/courses?${query}` : '/api/courses')
    } else {
      paths.push(
        `/api/courses?q=${encodeURIComponent(search())}${filter(r())}${sort(r())}${page()}`,
      )
    }
  }
  return { paths, distinct: new Set(paths).size }
}

/**
 * What a phone's browser says it accepts: an answer worked out for it is also compressed for it
 * (a search sent once is compressed once, so that cost is part of its answer).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * autocannon requests that send `mix` in one sequence across every connection (each would
 * otherwise start the list again), carrying on from where the previous run stopped, with the
 * Accept-Encoding a browser sends; `onPath` sees each address sent.
 */
export function sequenceRequests(
  mix: SearchMix,
  onPath?: (path: string) => void,
): {
  method: 'GET'
  headers: Record<string, string>
  setupRequest: (request: object) => object
}[] {
  const cursor = cursors.get(mix) ?? { sent: 0 }
  cursors.set(mix, cursor)
  return [
    {
      method: 'GET',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      setupRequest: (request) => {
        const path = mix.paths[cursor.sent++ % mix.paths.length]!
        onPath?.(path)
        return { ...request, path }
      },
    },
  ]
}
const cursors = new WeakMap<SearchMix, { sent: number }>()
