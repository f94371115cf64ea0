// Follows (docs/product.md#follows): a member follows a category, a platform, an instructor, an
// exam or any catalogue search, and is mailed what is new there (courses added, prices dropped) as
// it happens, daily or weekly. What a follow is, what it is called, where its courses are listed,
// and when each frequency's digest is due: the same in the browser, on the server and in the mails.
import type { CourseFilters } from './course'
import { splitInstructors } from './format'

export const FOLLOW_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type FollowFrequency = (typeof FOLLOW_FREQUENCIES)[number]

/** What a follow is about, read off its query (followKind). */
export const FOLLOW_KINDS = ['category', 'platform', 'instructor', 'exam', 'search'] as const
export type FollowKind = (typeof FOLLOW_KINDS)[number]

/** A followed search: the catalogue's filters, or an instructor's name. */
export type FollowQuery = Pick<
  CourseFilters,
  'q' | 'category' | 'platform' | 'language' | 'price' | 'track'
> & { instructor?: string | undefined }

export const FOLLOW_QUERY_FIELDS = [
  'q',
  'category',
  'platform',
  'language',
  'price',
  'track',
  'instructor',
] as const satisfies readonly (keyof FollowQuery)[]

/** Follows one member may keep. */
export const FOLLOWS_MAX = 50
/** Courses a digest lists per follow and kind of news; the rest are a link to them all. */
export const FOLLOW_NEWS_SHOWN = 5
/**
 * An instructor's name, as the add-course form takes it (COURSE_TEXT_MAX.instructor: a number here,
 * so that the catalogue's follow button does not bring the course rules into the pages' shared
 * code; follows.test.ts holds the two equal).
 */
export const FOLLOW_INSTRUCTOR_MAX = 200

export const FOLLOW_EMPTY =
  'Choose what to follow: a search, a category, a platform or an instructor.'
export const FOLLOW_TOO_MANY = `You can follow ${FOLLOWS_MAX} searches. Stop following one to add another.`
export const FOLLOW_NOT_FOUND = 'You do not follow this.'
export const FOLLOW_STOPPED = 'Done: you no longer follow that.'
export const FOLLOWS_STOPPED = 'Done: you no longer follow anything.'
export const FOLLOW_FREQUENCY_MESSAGE = `Frequency must be one of ${FOLLOW_FREQUENCIES.join(', ')}`

/** Text as a follow keeps it: composed (NFC), inner runs of spaces made one, trimmed. */
const normalText = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim()
/** Invisible characters (zero-width joiners, soft hyphens): a text of only these says nothing. */
const INVISIBLE = /\p{Cf}/gu

/**
 * The query with its texts made normal (normalText) and the fields that say nothing left out:
 * empty, or only spaces and invisible characters.
 */
export function normalFollowQuery(query: FollowQuery): FollowQuery {
  const normal: FollowQuery = {}
  for (const field of FOLLOW_QUERY_FIELDS) {
    const value = normalText(query[field] ?? '')
    if (value.replace(INVISIBLE, '').trim()) (normal as Record<string, string>)[field] = value
  }
  return normal
}

/**
 * The same follow, however it was written: two queries that find the same courses (the filters
 * ignore case) have one key, and a member follows each key once.
 */
export function followKey(query: FollowQuery): string {
  const normal = normalFollowQuery(query)
  return JSON.stringify(
    FOLLOW_QUERY_FIELDS.map((field) => normal[field]?.replace(INVISIBLE, '').toLowerCase() ?? null),
  )
}

/** An instructor's name as follows compare it: normal text, ignoring case. */
export const instructorKey = (name: string) => normalText(name).toLowerCase()

/**
 * The names in a course's instructor field, as instructorKey makes them: 'Meera Iyer, Ravi Kumar'
 * and 'Meera Iyer & Ravi Kumar' name two. An instructor follow finds a course naming its name.
 */
export const instructorNames = (instructor: string): string[] =>
  splitInstructors(instructorKey(instructor))

/**
 * What the follow is about: an instructor, a category or a platform alone; a search on the
 * government-exam catalogue is an exam ('SSC CGL'); anything else is a search.
 */
export function followKind(query: FollowQuery): FollowKind {
  const normal = normalFollowQuery(query)
  const fields = Object.keys(normal)
  const only = (field: keyof FollowQuery) => fields.length === 1 && fields[0] === field
  if (only('instructor')) return 'instructor'
  if (only('category')) return 'category'
  if (only('platform')) return 'platform'
  if (fields.length === 2 && normal.track === 'govt' && normal.q) return 'exam'
  return 'search'
}

/**
 * Where the follow's courses are listed: the catalogue (the government-exam one for its track)
 * with the follow's filters; an instructor's courses are a search for their name.
 */
export function followCataloguePath(query: FollowQuery): string {
  const { instructor, track, q, ...filters } = normalFollowQuery(query)
  const params = new URLSearchParams()
  const words = [instructor, q].filter(Boolean).join(' ')
  if (words) params.set('q', words)
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  const page = track === 'govt' ? '/govt-exam-courses' : '/all-courses'
  if (track === 'it') params.set('track', 'it')
  const search = params.toString()
  return search ? `${page}?${search}` : page
}

// ------------------------------------------------------------------------------------ digests

/** A follow's query as the catalogue's index finds its courses. */
export interface NewsQuery {
  filters: CourseFilters
  /** Only courses by this instructor (the name, ignoring case). */
  instructor?: string | undefined
}

/** A window of time, in milliseconds since 1970: from its start, up to and without its end. */
export interface NewsWindow {
  from: number
  to: number
}

/** What a query found new in a window: some of the courses added and dropped, and how many. */
export interface NewsFound {
  added: string[]
  addedTotal: number
  dropped: string[]
  droppedTotal: number
}

/** Finds what is new for follows: the catalogue's index (catalogue-search.ts) answers it. */
export interface NewsFinder {
  news(window: NewsWindow, queries: NewsQuery[], limit: number): Promise<NewsFound[]>
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Instant follows are collected every this many minutes: a source's refresh is one mail. */
export const INSTANT_EVERY_MINUTES = 15
/** Daily and weekly digests are collected at 07:00 in India (01:30 UTC), weekly on Saturdays. */
const DIGEST_TIME_UTC = 90 * MINUTE
const SATURDAY = 6

/** The start of the last collection of `frequency` at or before `now` (ms since 1970). */
export function digestBoundary(frequency: FollowFrequency, now: number): number {
  if (frequency === 'instant') {
    const every = INSTANT_EVERY_MINUTES * MINUTE
    return Math.floor(now / every) * every
  }
  const today = Math.floor((now - DIGEST_TIME_UTC) / DAY) * DAY + DIGEST_TIME_UTC
  if (frequency === 'daily') return today
  const daysSince = (new Date(today).getUTCDay() - SATURDAY + 7) % 7
  return today - daysSince * DAY
}
