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

/** The address of `path` in `language`: `?lang=` set, everything else kept. */
export function pathInLanguage(path: string, language: Language): string {
  const [pathname = '/', query = ''] = path.split('?', 2)
  const params = new URLSearchParams(query)
  params.set(LANGUAGE_PARAM, language)
  return `${pathname}?${params.toString()}`
}
