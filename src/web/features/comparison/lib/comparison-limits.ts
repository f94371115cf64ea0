// The comparison limits of src/domain/recommendation.ts. Typed by the domain's values so the compiler
// keeps them equal: importing the values would bring the domain's schema library into the page.
import type { MAX_COMPARED_COURSES, PROFILE_FIELD_MAX } from '../../../../domain/recommendation'

export const MAX_SELECTED: typeof MAX_COMPARED_COURSES = 5
export const PROFILE_MAX: typeof PROFILE_FIELD_MAX = 500
