import { insertCourses, makeCourse } from '../../src/server/test/course-factory'
import { expect, test } from './support/fixtures'

test('a course added elsewhere appears in an open catalogue without a reload', async ({
  page,
  db,
  publish,
}) => {
  await page.goto('/all-courses?q=live%20arrival')
  // No course holds both words yet: the courses that say 'live' answer, and the page says so.
  const partial = page.getByText("No course matched 'arrival'; showing courses for 'live'")
  await expect(partial).toBeVisible()

  // What another server instance does when a course is added: write it, then publish.
  const [course] = await insertCourses({ db }, [
    makeCourse({ courseName: 'Live Arrival: Kubernetes' }),
  ])
  await publish({
    type: 'course.added',
    courseId: course!.courseId,
    courseName: course!.courseName,
  })

  await expect(page.getByRole('heading', { name: 'Live Arrival: Kubernetes' })).toBeVisible()
  await expect(partial).toBeHidden()
})
