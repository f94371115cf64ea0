// POST /api/courses: a signed-in person adds a course (decision 010). A moderator's or
// administrator's goes into the catalogue at once (201, the course); a member's waits for a
// moderator (202, the submission; docs/decisions/037-course-submissions.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CourseInput } from '../../../../domain/course'
import type { Course, CourseSubmission } from '../../../../domain/schemas/course'
import { apiSend } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export function addCourse(
  input: CourseInput & { exams?: string[] },
): Promise<Course | CourseSubmission> {
  return apiSend<Course | CourseSubmission>('POST', '/courses', input, 'keyed')
}

export const isSubmission = (added: Course | CourseSubmission): added is CourseSubmission =>
  'submissionId' in added

export function useAddCourse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addCourse,
    onSuccess: (added) =>
      // Every catalogue query starts with 'courses' (decision 005); the live event does the same
      // for other tabs, this makes the adder's own lists fresh at once. A waiting course shows on
      // My Courses.
      queryClient.invalidateQueries({
        queryKey: isSubmission(added) ? [...meKey, 'submissions'] : ['courses'],
      }),
  })
}
