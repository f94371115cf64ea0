// The values the facts that decide a course take (docs/product.md#course-facts), with nothing else:
// the pages that only show or filter by them load this, not the rules of ./course-facts.ts.

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const
export type CourseLevel = (typeof COURSE_LEVELS)[number]
export const COURSE_FORMATS = ['recorded', 'live', 'cohort', 'mixed'] as const
export type CourseFormat = (typeof COURSE_FORMATS)[number]
/** None; of completion; graded (assignments marked); exam-based (a proctored exam). */
export const CERTIFICATE_KINDS = ['none', 'completion', 'graded', 'exam'] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]

/** nextStart's value for a course one can start any day. */
export const SELF_PACED = 'self-paced'
