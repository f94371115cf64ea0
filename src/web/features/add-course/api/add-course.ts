// POST /api/courses: a signed-in person adds a course to the catalogue (decision 010).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CourseInput } from '../../../../domain/course'
import type { Course } from '../../../../domain/schemas/course'
import { apiSend } from '../../../lib/api-client'

export function addCourse(input: CourseInput): Promise<Course> {
  return apiSend<Course>('POST', '/courses', input)
}

export function useAddCourse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addCourse,
    // Every catalogue query starts with 'courses' (decision 005); the live event does the same for
    // other tabs, this makes the adder's own lists fresh at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'] }),
  })
}
