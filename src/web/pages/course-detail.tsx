import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useParams } from 'react-router'
import { courseKeys } from '../features/courses/api/course-keys'
import { CourseDetails } from '../features/courses/components/course-details'
import { CourseReviews } from '../features/reviews/components/course-reviews'

export default function CourseDetailPage() {
  const { courseId = '' } = useParams()
  const queryClient = useQueryClient()
  // Reviews move the course's learner rating: reload the course when they change.
  const refreshCourse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) })
  }, [queryClient, courseId])
  // A new course id starts with fresh notices and state.
  return (
    <CourseDetails
      key={courseId}
      courseId={courseId}
      reviews={
        <CourseReviews key={courseId} courseId={courseId} onRatingsChanged={refreshCourse} />
      }
    />
  )
}
