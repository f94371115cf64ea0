// The site's page routes (docs/product.md#screens), shared so the server can answer 404 for unknown
// pages.

export const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/home\/?$/,
  /^\/home\/[^/]+\/[^/]*\/?$/,
  /^\/community\/?$/,
  /^\/addcourse\/?$/,
  /^\/termsAndConditions\/?$/,
  /^\/contact-us\/?$/,
  /^\/course-comparison\/?$/,
  /^\/sign-in\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password\/?$/,
  /^\/verify-email\/?$/,
  /^\/newsletter\/?$/,
  /^\/all-courses\/?$/,
  /^\/govt-exam-courses\/?$/,
  /^\/exams\/?$/,
  /^\/exams\/[^/]+\/?$/,
  /^\/my-courses\/?$/,
  /^\/account\/?$/,
  /^\/admin\/?$/,
]

export const COURSE_PAGE_PATTERN = /^\/home\/([^/]+)\/[^/]*\/?$/

export function isKnownPage(pathname: string): boolean {
  return PAGE_PATTERNS.some((p) => p.test(pathname))
}
