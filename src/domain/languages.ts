// The site's languages and how a request's language is chosen (docs/product.md#languages).
// An explicit `?lang=` in the address wins (it is how a link, a crawler or an hreflang alternate
// asks for one language); then the signed-in user's saved choice; then the visitor's cookie; then
// the browser's Accept-Language; then English.

export const LANGUAGES = ['en', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' }

/** The locale numbers, prices and dates are written in (Indian digit grouping in both). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' }

/** The cookie that keeps a visitor's choice. */
export const LANGUAGE_COOKIE = 'cc_lang'
/** The query parameter that asks for one language. */
export const LANGUAGE_PARAM = 'lang'
/** A year: the choice is kept until changed. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The API's answer to a language it does not know (PUT /api/me/language, sign-up). */
export const LANGUAGE_INVALID_MESSAGE = `Language must be one of: ${LANGUAGES.join(', ')}`

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * The first of our languages the browser prefers, by its Accept-Language header (quality values
 * honoured, `hi-IN` counts as `hi`, `*` as English), or null when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { range: range.trim().toLowerCase(), quality, index }
    })
    .filter((entry) => entry.range && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { range } of ranked) {
    if (range === '*') return DEFAULT_LANGUAGE
    const primary = range.split('-')[0]
    if (isLanguage(primary)) return primary
  }
  return null
}

export interface LanguageSources {
  /** The address's `?lang=` value. */
  param?: string | null | undefined
  /** The signed-in user's saved language. */
  account?: string | null | undefined
  /** The visitor's cookie. */
  cookie?: string | null | undefined
  acceptLanguage?: string | undefined
}

/** The language a page or an answer is written in. */
export function chooseLanguage(sources: LanguageSources): Language {
  for (const value of [sources.param, sources.account, sources.cookie]) {
    if (isLanguage(value)) return value
  }
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE
}

/** The name of a query segment (`name=value`), decoded; null when it cannot be decoded. */
function segmentName(segment: string): string | null {
  try {
    return decodeURIComponent((segment.split('=', 1)[0] ?? '').replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** `path`'s pathname and its query's segments other than `?lang=`, written as they were. */
function splitLanguage(path: string): { pathname: string; rest: string[]; at: number } {
  const mark = path.indexOf('?')
  const pathname = mark < 0 ? path : path.slice(0, mark)
  const segments = mark < 0 ? [] : path.slice(mark + 1).split('&')
  const rest: string[] = []
  let at = -1
  for (const segment of segments) {
    if (!segment) continue
    if (segmentName(segment) === LANGUAGE_PARAM) {
      if (at < 0) at = rest.length
    } else rest.push(segment)
  }
  return { pathname: pathname || '/', rest, at }
}

/**
 * The address of `path` in `language`: `?lang=` set (where it was, else last), everything else
 * kept as written.
 */
export function pathInLanguage(path: string, language: Language): string {
  const { pathname, rest, at } = splitLanguage(path)
  const segments = [...rest]
  segments.splice(at < 0 ? segments.length : at, 0, `${LANGUAGE_PARAM}=${language}`)
  return `${pathname}?${segments.join('&')}`
}

/** The address of `path` without `?lang=` (the page in the visitor's own language), the rest kept. */
export function pathWithoutLanguage(path: string): string {
  const { pathname, rest } = splitLanguage(path)
  return rest.length ? `${pathname}?${rest.join('&')}` : pathname
}

/** The language an address asks for with `?lang=`, if it names one of ours. */
export function languageOfPath(path: string): Language | null {
  const mark = path.indexOf('?')
  if (mark < 0) return null
  const value = new URLSearchParams(path.slice(mark + 1)).get(LANGUAGE_PARAM)
  return isLanguage(value) ? value : null
}
