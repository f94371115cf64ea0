import { MyCourses } from '../features/library/components/my-courses'

export default function MyCoursesPage() {
  return <MyCourses />
}
