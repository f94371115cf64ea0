import { useParams } from 'react-router'
import { CourseDetails } from '../features/courses/components/course-details'

export default function CourseDetailPage() {
  const { courseId = '' } = useParams()
  // A new course id starts with fresh notices and state.
  return <CourseDetails key={courseId} courseId={courseId} />
}
