// Course rows as the API sends them: shared by every feature that returns courses.
import type { Course } from '../../domain/course'
import { courses } from './schema'

export type CourseRow = typeof courses.$inferSelect
export type NewCourse = Omit<typeof courses.$inferInsert, 'searchText'>

export function toCourse(row: CourseRow): Course {
  const { id, createdAt, searchText: _searchText, ...rest } = row
  return { courseId: id, ...rest, createdAt: createdAt.toISOString() }
}
