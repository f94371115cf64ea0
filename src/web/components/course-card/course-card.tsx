// One course in the catalogue grid (docs/product.md#all-courses, each card). Below `sm` (phones) it
// is a compact row instead: a small picture on the left, then platform, name, rating and price; the
// duration, language and learners' rating wait for the course page. The whole row opens the course.
import { useId } from 'react'
import { BestsellerBadge } from './bestseller-badge'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import type { Course } from '../../../domain/schemas/course'
import { coursePath } from '../../../domain/format'
import { ClockIcon, GlobeIcon } from '../ui/icons'
import { CourseImage } from './course-image'
import { displayCourseName, languageName, platformName, withUnit } from './course-display'
import { coursePriceText } from './course-price'
import { LearnerRating } from './learner-rating'
import { Rating } from './rating-stars'

export type CourseCardData = Pick<
  Course,
  | 'courseId'
  | 'courseName'
  | 'imageUrl'
  | 'isBestseller'
  | 'duration'
  | 'price'
  | 'rating'
  | 'platform'
  | 'language'
  | 'learnerRating'
  | 'learnerRatingCount'
>

/** `priority`: the card is in the first screen, so its picture loads at once. */
export function CourseCard({
  course,
  priority = false,
}: {
  course: CourseCardData
  priority?: boolean
}) {
  const { t } = useTranslation()
  const name = displayCourseName(course.courseName, t)
  const isFree = course.price === null
  const headingId = `course-${useId()}`
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transform-none max-sm:min-h-30 max-sm:flex-row max-sm:items-center max-sm:gap-3 max-sm:rounded-xl max-sm:p-3 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700">
      <div className="relative max-sm:w-28 max-sm:shrink-0 max-sm:overflow-hidden max-sm:rounded-lg">
        <CourseImage src={course.imageUrl} alt="" priority={priority} />
        {course.isBestseller ? <BestsellerBadge /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5 max-sm:grid max-sm:min-w-0 max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-2 max-sm:p-0">
        <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase max-sm:col-span-2 max-sm:truncate dark:text-indigo-300">
          {platformName(course.platform, t)}
        </p>
        <h3
          id={headingId}
          className="mt-1 line-clamp-2 text-base leading-snug font-semibold text-slate-900 max-sm:col-span-2 max-sm:h-10 max-sm:text-sm max-sm:leading-5 dark:text-white"
        >
          {name}
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600 max-sm:mt-2 dark:text-slate-400">
          <Rating value={course.rating} platform={platformName(course.platform, t)} />
          <LearnerRating
            compact
            learnerRating={course.learnerRating}
            learnerRatingCount={course.learnerRatingCount}
            className="max-sm:hidden"
          />
          <span className="inline-flex items-center gap-1 max-sm:hidden">
            <ClockIcon className="h-4 w-4" />
            {withUnit(course.duration, (duration) => t('catalogue.duration', { duration }))}
          </span>
          {course.language ? (
            <span className="inline-flex items-center gap-1 max-sm:hidden">
              <GlobeIcon className="h-4 w-4" />
              <span className="sr-only">{t('catalogue.language')}: </span>
              {languageName(course.language, t)}
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5 max-sm:mt-2 max-sm:pt-0">
          <p
            className={`text-lg font-bold whitespace-nowrap max-sm:text-base ${isFree ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-white'}`}
          >
            {coursePriceText(course.price, t)}
          </p>
          {/* On a phone the link covers the whole row, its words read to screen readers only. */}
          <Link
            to={coursePath(course)}
            aria-describedby={headingId}
            className="inline-flex h-9 shrink-0 items-center rounded-lg bg-indigo-50 px-3 text-sm font-semibold whitespace-nowrap text-indigo-700 transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-indigo-100 max-sm:absolute max-sm:inset-0 max-sm:h-auto max-sm:rounded-xl max-sm:bg-transparent max-sm:px-0 max-sm:hover:bg-transparent dark:bg-indigo-500/15 dark:text-indigo-200 dark:hover:bg-indigo-500/25 max-sm:dark:bg-transparent max-sm:dark:hover:bg-transparent"
          >
            <span className="max-sm:sr-only">{t('catalogue.viewDetails')}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
