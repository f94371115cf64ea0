// Query keys of the courses area. Everything starts with 'courses' so that a live 'course.added' or
// 'course.imported' event can invalidate the whole area with one key. A list's key holds every filter
// (the track included), so the catalogue and the government-exam page never share a list.
import type { CourseFilters } from '../../../../domain/course'
import type { CourseSort, PriceDropWindow } from '../../../../domain/constants'

/** `drop`: only courses whose price dropped within that window (docs/product.md#price-drops). */
export type CourseListParams = CourseFilters & {
  drop?: PriceDropWindow | undefined
  sort: CourseSort
}

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (params: CourseListParams) => [...courseKeys.lists(), params] as const,
  detail: (courseId: string) => [...courseKeys.all, 'detail', courseId] as const,
  suggestions: (q: string) => [...courseKeys.all, 'suggest', q] as const,
}
