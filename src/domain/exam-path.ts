// An exam's page address (docs/product.md#government-exams), in a module of its own: the pages that
// link exams (a course's, My Courses, the government catalogue) need nothing else of ./exams.ts.

/** The address of an exam's page. */
export const examPath = (slug: string) => `/exams/${encodeURIComponent(slug)}`
