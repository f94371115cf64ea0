import { statusOfQuery, type PagePrefetch } from '../lib/page-data'
import { useParams } from '../lib/router'
import { useTranslation } from '../lib/i18n'
import { examQueryOptions } from '../features/exams/api/exams'
import { ExamDetails } from '../features/exams/components/exam-details'
import {
  CourseShortlist,
  prefetchCourseShortlist,
} from '../features/courses/components/course-shortlist'

/** The exam, then the courses its search finds (the exam names the search). */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const options = examQueryOptions(params.slug ?? '')
  await queryClient.prefetchQuery(options)
  const exam = queryClient.getQueryData(options.queryKey)
  if (exam) await prefetchCourseShortlist(queryClient, exam.search)
  return statusOfQuery(queryClient, options.queryKey)
}

/** /exams/:slug: one exam's dates and the courses that prepare for it. */
export default function ExamPage() {
  const { slug = '' } = useParams()
  const { t } = useTranslation()
  return (
    <ExamDetails
      key={slug}
      slug={slug}
      courses={(exam) => (
        <CourseShortlist
          search={exam.search}
          named={exam.courses}
          title={t('exams.courses', { name: exam.name })}
          texts={{
            bestFree: t('exams.bestFree'),
            bestHindi: t('exams.bestHindi'),
            none: t('exams.noCourses'),
            all: t('exams.allCourses', { name: exam.name }),
          }}
        />
      )}
    />
  )
}
