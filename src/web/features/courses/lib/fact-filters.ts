// The catalogue's filters by the facts that decide a course (docs/product.md#course-facts): each
// with its values, in order.
import {
  CERTIFICATE_KINDS,
  COURSE_FORMATS,
  COURSE_LEVELS,
} from '../../../../domain/course-fact-values'

export const FACT_FILTERS = {
  level: COURSE_LEVELS,
  format: COURSE_FORMATS,
  certificate: CERTIFICATE_KINDS,
} as const
export type FactFilterName = keyof typeof FACT_FILTERS
export const FACT_FILTER_NAMES = Object.keys(FACT_FILTERS) as FactFilterName[]
