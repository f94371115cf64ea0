import { CourseComparison } from '../features/comparison/components/course-comparison'

export default function CourseComparisonPage() {
  return <CourseComparison />
}
