// Whether cached query data shows one of the given courses: a course object, a page of them, or
// pages of pages. Used to refresh only what a 'course.updated' event changes.
const MAX_DEPTH = 6

export function mentionsCourse(data: unknown, courseIds: ReadonlySet<string>, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof data !== 'object' || data === null) return false
  if (Array.isArray(data)) return data.some((item) => mentionsCourse(item, courseIds, depth + 1))
  const { courseId } = data as { courseId?: unknown }
  if (typeof courseId === 'string' && courseIds.has(courseId)) return true
  return Object.values(data).some(
    (value) => typeof value === 'object' && mentionsCourse(value, courseIds, depth + 1),
  )
}
