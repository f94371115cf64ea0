// GET /api/courses for the in-test fake API: the domain's filter rules over a handful of courses, with
// the facets, counts without each filter and did-you-mean of the real answer (src/domain/course.ts),
// computed the simple way (filter everything again for each count). Enough for components to show
// what a visitor would see; the server's ranking and typo tolerance are not imitated.
import { matchesCourseFilters } from '../../domain/catalogue-filter'
import {
  CATEGORIES,
  COURSE_TRACKS,
  LANGUAGES,
  COURSE_FILTER_NAMES,
  PLATFORMS,
  PRICE_BANDS,
  type CourseTrack,
  type PriceBand,
} from '../../domain/constants'
import { type CourseFilters } from '../../domain/course'
import {
  CERTIFICATE_KINDS,
  COURSE_FACT_FIELDS,
  COURSE_FORMATS,
  COURSE_LEVELS,
} from '../../domain/course-facts'
import {
  type Course,
  type CourseListItem,
  type CourseListResponse,
  type FacetOption,
} from '../../domain/schemas/course'

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined

const text = (value: string | null) => value?.trim() || undefined

function readFilters(query: URLSearchParams): CourseFilters {
  return {
    q: text(query.get('q')),
    category: text(query.get('category')),
    platform: text(query.get('platform')),
    price: oneOf<PriceBand>(PRICE_BANDS, query.get('price')),
    language: text(query.get('language')),
    track: oneOf<CourseTrack>(COURSE_TRACKS, query.get('track')),
    level: oneOf(COURSE_LEVELS, query.get('level')),
    format: oneOf(COURSE_FORMATS, query.get('format')),
    certificate: oneOf(CERTIFICATE_KINDS, query.get('certificate')),
  }
}

/** A course as a list shows it: without its description and its facts. */
function listItem(course: Course): CourseListItem {
  const item: Partial<Course> = { ...course }
  for (const field of ['description', ...COURSE_FACT_FIELDS] as const) delete item[field]
  return item as CourseListItem
}

/** Edit distance, for the did-you-mean. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = row
  }
  return previous[b.length]!
}

export function listCourses(
  courses: readonly Course[],
  query: URLSearchParams,
): CourseListResponse {
  const filters = readFilters(query)
  const pageSize = Number(query.get('pageSize') ?? 24)
  const page = Number(query.get('page') ?? 1)
  const count = (f: CourseFilters) => courses.filter((c) => matchesCourseFilters(c, f)).length
  const matching = courses.filter((c) => matchesCourseFilters(c, filters))

  // The usual values first, then the others the catalogue holds by count; each counted with every
  // other active filter and this value in place of its own filter.
  const facet = (
    name: 'category' | 'platform' | 'language',
    spec: readonly string[],
  ): FacetOption[] => {
    const held = new Set(courses.map((c) => c[name]))
    const others = [...held].filter((v) => !spec.some((s) => s.toLowerCase() === v.toLowerCase()))
    const counted = (value: string) => ({ value, count: count({ ...filters, [name]: value }) })
    return [
      ...spec.map(counted),
      ...others.map(counted).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ]
  }

  const withoutFilter: CourseListResponse['withoutFilter'] = {}
  for (const name of COURSE_FILTER_NAMES) {
    if (filters[name] !== undefined) withoutFilter[name] = count({ ...filters, [name]: undefined })
  }

  let didYouMean: string | null = null
  if (matching.length === 0 && filters.q) {
    const q = filters.q.toLowerCase()
    const words = new Set(
      courses.flatMap((c) => c.courseName.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
    )
    const near = [...words]
      .filter((w) => w.length >= 3 && w !== q && distance(w, q) <= 2)
      .filter((w) => count({ ...filters, q: w }) > 0)
      .sort((a, b) => distance(a, q) - distance(b, q) || a.localeCompare(b))
    didYouMean = near[0] ?? null
  }

  return {
    // As the server: a list leaves each course's description and facts out.
    items: matching.slice((page - 1) * pageSize, page * pageSize).map(listItem),
    total: matching.length,
    totalExact: true,
    page,
    pageSize,
    facets: {
      category: facet('category', CATEGORIES),
      platform: facet('platform', PLATFORMS),
      language: facet('language', LANGUAGES),
      price: PRICE_BANDS.map((value) => ({ value, count: count({ ...filters, price: value }) })),
      level: COURSE_LEVELS.map((value) => ({ value, count: count({ ...filters, level: value }) })),
      format: COURSE_FORMATS.map((value) => ({
        value,
        count: count({ ...filters, format: value }),
      })),
      certificate: CERTIFICATE_KINDS.map((value) => ({
        value,
        count: count({ ...filters, certificate: value }),
      })),
    },
    withoutFilter,
    didYouMean,
    partial: null,
    understood: [],
  }
}
