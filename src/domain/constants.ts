// The product's constants (docs/product.md#limits-and-constants) and the catalogue's fixed choices
// (docs/product.md#catalogue-filters).

/** The usual categories; the Category filter also offers every other category the catalogue holds. */
export const CATEGORIES = ['web dev', 'devops', 'frontend', 'backend', 'machine learning'] as const
/** The usual platforms; the Platform filter also offers every other platform the catalogue holds. */
export const PLATFORMS = ['udemy', 'namastedev', '100xdevs'] as const
export const LANGUAGES = ['English', 'Hindi'] as const

/** Platforms as they write their own names (the catalogue stores them in lower case). */
export const PLATFORM_NAMES: Record<string, string> = {
  udemy: 'Udemy',
  namastedev: 'NamasteDev',
  '100xdevs': '100xDevs',
  coursera: 'Coursera',
  nptel: 'NPTEL',
  youtube: 'YouTube',
  testbook: 'Testbook',
  unacademy: 'Unacademy',
  'apna college': 'Apna College',
}

/**
 * A platform's own name; one the list does not know with its first letter capitalised, as the
 * pages write it (valueName in src/web/components/course-card/course-display.ts).
 */
export function platformDisplayName(platform: string): string {
  const trimmed = platform.trim()
  return PLATFORM_NAMES[trimmed.toLowerCase()] ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
}

/**
 * The original price bands (free, 400-1000, 2000-4000, 5000-7000) and, between and beyond them, the
 * ranges that make every price reachable by a filter (Rs. 1,299 or 8,999 fell in no band before).
 * In display order.
 */
export const PRICE_BANDS = [
  'free',
  'under-400',
  '400-1000',
  '1000-2000',
  '2000-4000',
  '4000-5000',
  '5000-7000',
  'over-7000',
] as const
export type PriceBand = (typeof PRICE_BANDS)[number]
/** The original bands (docs/product.md#catalogue-filters); the rest fill the gaps between them. */
export const SPEC_PRICE_BANDS = ['free', '400-1000', '2000-4000', '5000-7000'] as const

/**
 * Rupee range of each paid band. The original bands include both bounds; the bands filling the gaps
 * exclude the bounds their neighbours hold, so every price is in exactly one band.
 * 'free' means the course has no numeric price.
 */
export interface PriceRange {
  min: number
  max: number
  minInclusive: boolean
  maxInclusive: boolean
}
const closed = (min: number, max: number): PriceRange => ({
  min,
  max,
  minInclusive: true,
  maxInclusive: true,
})
const open = (min: number, max: number): PriceRange => ({
  min,
  max,
  minInclusive: false,
  maxInclusive: false,
})
export const PRICE_BAND_RANGES: Record<Exclude<PriceBand, 'free'>, PriceRange> = {
  'under-400': { min: 0, max: 400, minInclusive: true, maxInclusive: false },
  '400-1000': closed(400, 1000),
  '1000-2000': open(1000, 2000),
  '2000-4000': closed(2000, 4000),
  '4000-5000': open(4000, 5000),
  '5000-7000': closed(5000, 7000),
  'over-7000': open(7000, Number.POSITIVE_INFINITY),
}

/**
 * The two catalogues of the site: IT courses and government-exam preparation. A course belongs to
 * 'govt' when its category names a government exam (the sample catalogue's 'govt exam').
 */
export const COURSE_TRACKS = ['it', 'govt'] as const
export type CourseTrack = (typeof COURSE_TRACKS)[number]
export const GOVT_CATEGORY = 'govt exam'

/** The catalogue's filters, in the order the empty state offers to remove them. */
export const COURSE_FILTER_NAMES = [
  'q',
  'category',
  'platform',
  'price',
  'language',
  'track',
  'level',
  'format',
  'certificate',
] as const

/** How far back the catalogue's 'price dropped' filter looks (docs/product.md#price-drops). */
export const PRICE_DROP_WINDOWS = ['week'] as const
export type PriceDropWindow = (typeof PRICE_DROP_WINDOWS)[number]

/** 'price-drop': the biggest drop first, among courses whose price dropped this week (docs/product.md#price-drops). */
export const COURSE_SORTS = [
  'recommended',
  'rating',
  'price-asc',
  'price-desc',
  'newest',
  'price-drop',
] as const
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

/** At most this many options per catalogue filter (the usual values always among them). */
export const MAX_FACET_OPTIONS = 40

/**
 * Under this many learners' ratings a course shows 'Too few ratings' instead of their average
 * (docs/product.md#reviews). Here, not in review.ts, so that a course card takes only this number.
 */
export const MIN_SHOWN_RATINGS = 5
