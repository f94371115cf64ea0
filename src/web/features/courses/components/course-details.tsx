// The course detail screen (docs/product.md#course-detail).
import type { ReactNode } from 'react'
import { BestsellerBadge } from '../../../components/course-card/bestseller-badge'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import type { Course } from '../../../../domain/schemas/course'
import { descriptionToBullets } from '../../../../domain/description'
import { splitInstructors } from '../../../../domain/format'
import { examPath } from '../../../../domain/exam-path'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { IconFact } from '../../../components/ui/icon-fact'
import { Container } from '../../../components/ui/container'
import { ClockIcon, GlobeIcon, UserIcon } from '../../../components/ui/icons'
import { AwardIcon, CalendarIcon, LayersIcon } from '../../../components/ui/page-icons'
import { isMissing } from '../../../lib/page-data'
import { apiErrorText } from '../../../lib/api-error-text'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useCourse } from '../api/get-course'
import { CourseActions } from './course-actions'
import { CourseImage } from '../../../components/course-card/course-image'
import {
  displayCourseName,
  languageName,
  platformName,
  withUnit,
} from '../../../components/course-card/course-display'
import { coursePriceText } from '../../../components/course-card/course-price'
import { LearnerRating } from '../../../components/course-card/learner-rating'
import { Rating } from '../../../components/course-card/rating-stars'
import { CourseFactsList, CourseSyllabus } from '../../../components/course-facts/course-facts-list'

export function CourseDetails({
  courseId,
  priceHistory,
  reviews,
}: {
  courseId: string
  /** The course's price over time, shown below its facts (the page composes it in). */
  priceHistory?: ReactNode
  /** The course's reviews, shown below the description (the page composes them in). */
  reviews?: ReactNode
}) {
  const { t } = useTranslation()
  const query = useCourse(courseId)

  if (query.isPending) {
    // As tall as the screen: the footer stays below it until the course arrives, instead of
    // showing and then jumping down (Lighthouse measured a layout shift of 0.65 on a phone).
    return (
      <Container className="min-h-svh py-24 text-center">
        <p role="status" className="text-lg text-slate-600 dark:text-slate-400">
          {t('course.loading')}
        </p>
      </Container>
    )
  }
  if (query.isError) {
    return isMissing(query.error) ? (
      <CourseNotFound />
    ) : (
      <Container className="py-24 text-center">
        <div role="alert">
          <p className="text-lg font-medium text-slate-900 dark:text-white">
            {t('course.loadFailed')}
          </p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{apiErrorText(query.error, t)}</p>
        </div>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          {t('course.retry')}
        </button>
      </Container>
    )
  }
  return <CourseView course={query.data} priceHistory={priceHistory} reviews={reviews} />
}

function CourseNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('course.notFound'))
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('course.notFound')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('course.notFoundHint')}</p>
      <Link to="/all-courses" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('course.backToCourses')}
      </Link>
    </Container>
  )
}

function CourseView({
  course,
  priceHistory,
  reviews,
}: {
  course: Course
  priceHistory?: ReactNode
  reviews?: ReactNode
}) {
  const { t } = useTranslation()
  const name = displayCourseName(course.courseName, t)
  useDocumentTitle(name)
  const bullets = descriptionToBullets(course.description)
  const isFree = course.price === null

  return (
    <Container className="py-8 sm:py-12">
      <nav
        aria-label={t('course.breadcrumb')}
        className="mb-6 text-sm text-slate-500 dark:text-slate-400"
      >
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/home" className="hover:text-indigo-600 dark:hover:text-indigo-300">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/all-courses" className="hover:text-indigo-600 dark:hover:text-indigo-300">
              {t('nav.courses')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li
            aria-current="page"
            className="max-w-[16rem] truncate font-medium text-slate-700 dark:text-slate-200"
          >
            {name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-2">
          <div className="relative overflow-hidden rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800">
            <CourseImage src={course.imageUrl} alt={name} priority />
            {course.isBestseller ? <BestsellerBadge /> : null}
          </div>

          <CourseActions course={course} />
        </div>

        <div className="lg:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
            {platformName(course.platform, t)}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {name}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <p
              className={`text-3xl font-bold ${isFree ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-white'}`}
            >
              <span className="sr-only">{t('course.price')}: </span>
              {coursePriceText(course.price, t)}
            </p>
            <Rating value={course.rating} className="text-lg" />
            <LearnerRating
              learnerRating={course.learnerRating}
              learnerRatingCount={course.learnerRatingCount}
            />
          </div>

          {course.exams?.length ? (
            // The exams it prepares for, each opening its dates (docs/product.md#courses-and-exams).
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              {t('course.preparesFor')}{' '}
              {course.exams.map((exam, i) => (
                <span key={exam.slug}>
                  {i > 0 ? ', ' : ''}
                  <Link
                    to={examPath(exam.slug)}
                    className="font-semibold text-indigo-700 underline dark:text-indigo-300"
                  >
                    {exam.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}

          <dl className={`${cardClasses} mt-8 grid grid-cols-1 gap-6 p-6 sm:grid-cols-2`}>
            <IconFact icon={<UserIcon className="h-5 w-5" />} label={t('course.instructor')}>
              <InstructorLinks instructor={course.instructor} />
            </IconFact>
            <IconFact icon={<LayersIcon className="h-5 w-5" />} label={t('course.platform')}>
              {platformName(course.platform, t)}
            </IconFact>
            <IconFact icon={<ClockIcon className="h-5 w-5" />} label={t('course.duration')}>
              {withUnit(course.duration, (duration) => t('course.durationValue', { duration }))}
            </IconFact>
            <IconFact icon={<GlobeIcon className="h-5 w-5" />} label={t('course.language')}>
              {course.language.trim() ? languageName(course.language, t) : '-'}
            </IconFact>
            <IconFact icon={<AwardIcon className="h-5 w-5" />} label={t('course.certification')}>
              {course.certification}
            </IconFact>
            <IconFact icon={<CalendarIcon className="h-5 w-5" />} label={t('course.validity')}>
              {withUnit(course.validity, (validity) => t('course.validityValue', { validity }))}
            </IconFact>
          </dl>

          <CourseFactsList course={course} />

          {priceHistory}

          <section aria-labelledby="about-course" className="mt-10">
            <h2 id="about-course" className="text-xl font-semibold text-slate-900 dark:text-white">
              {t('course.about')}
            </h2>
            {bullets.length > 0 ? (
              <ul className="mt-4 space-y-3">
                {bullets.map((sentence, index) => (
                  <li
                    key={index}
                    className="flex gap-3 leading-relaxed text-slate-700 dark:text-slate-300"
                  >
                    <span
                      className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-indigo-500"
                      aria-hidden="true"
                    />
                    <span>{sentence}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-600 dark:text-slate-400">{t('course.noDescription')}</p>
            )}
          </section>

          <CourseSyllabus course={course} />

          {reviews}
        </div>
      </div>
    </Container>
  )
}

/**
 * Each name in the instructor field links to the catalogue's search for it, where their other
 * courses are, and where the instructor can be followed (docs/product.md#follows).
 */
function InstructorLinks({ instructor }: { instructor: string }) {
  const names = splitInstructors(instructor)
  if (names.length === 0) return instructor
  return names.map((name, index) => (
    <span key={index}>
      {index > 0 ? ', ' : null}
      <Link
        to={`/all-courses?q=${encodeURIComponent(name)}`}
        className="text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700 dark:text-indigo-300 dark:decoration-indigo-500/60"
      >
        {name}
      </Link>
    </span>
  ))
}
