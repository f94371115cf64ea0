// The spec's business constants (SPEC section 9) and the catalogue's fixed choices (SPEC section 2).

export const CATEGORIES = ['web dev', 'devops', 'frontend', 'backend', 'machine learning'] as const
export const PLATFORMS = ['udemy', 'namastedev', '100xdevs'] as const
export const LANGUAGES = ['English', 'Hindi'] as const

export const PRICE_BANDS = ['free', '400-1000', '2000-4000', '5000-7000'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]

/** Inclusive rupee range of each paid band; 'free' means the course has no numeric price. */
export const PRICE_BAND_RANGES: Record<Exclude<PriceBand, 'free'>, readonly [number, number]> = {
  '400-1000': [400, 1000],
  '2000-4000': [2000, 4000],
  '5000-7000': [5000, 7000],
}

export const COURSE_SORTS = ['recommended', 'rating', 'price-asc', 'price-desc', 'newest'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]

export const HERO_ROTATION_MS = 5000
export const HERO_SLIDES = 3
export const CONTACT_DELAY_MS = 2000
export const CATALOGUE_SKELETONS = 8
export const COMMUNITY_SKELETONS = 3
export const RATING_MIN = 0
export const RATING_MAX = 5
export const RATING_STEP = 0.1
export const PASSWORD_MIN_LENGTH = 8
export const CURRENCY_LABEL = 'Rs.'
export const COPYRIGHT_YEAR = 2024
export const TERMS_LAST_UPDATED = '09-11-2024'

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
export const MAX_SEARCH_LENGTH = 200
export const SUGGEST_LIMIT = 8

/**
 * Catalogue totals are counted up to this many matches past the requested page: an exact count of
 * every match costs a scan of all of them (hundreds of ms at 100,000 courses), while a page needs
 * only to know whether more follow. Beyond it a total reads '1,000+'.
 */
export const COUNT_PAST_PAGE = 1000
