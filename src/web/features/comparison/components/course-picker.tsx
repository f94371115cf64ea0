// The search box and the horizontal, scrollable list of courses, each with a Select/Deselect toggle
// (docs/product.md#course-comparison).
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import type { CourseListItem } from '../../../../domain/schemas/course'
import { BestsellerBadge } from '../../../components/course-card/bestseller-badge'
import {
  displayCourseName,
  platformName,
  withUnit,
} from '../../../components/course-card/course-display'
import { CourseImage } from '../../../components/course-card/course-image'
import { coursePriceText } from '../../../components/course-card/course-price'
import { Rating } from '../../../components/course-card/rating-stars'
import { SearchField } from '../../../components/ui/search-field'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { ClockIcon } from '../../../components/ui/icons'
import { apiErrorText } from '../../../lib/api-error-text'
import type { useCourseSearch } from '../api/search-courses'

type Props = {
  text: string
  onTextChange: (text: string) => void
  search: ReturnType<typeof useCourseSearch>
  isSelected: (courseId: string) => boolean
  atLimit: boolean
  onToggle: (course: CourseListItem) => void
}

export function CoursePicker({ text, onTextChange, search, isSelected, atLimit, onToggle }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const searchId = useId()
  const courses = search.data?.items ?? []

  return (
    <section aria-labelledby={titleId} className={`${cardClasses} p-4 sm:p-6`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('comparison.findTitle')}
        </h2>
        <SearchField
          id={searchId}
          className="w-full sm:max-w-sm"
          label={t('comparison.searchLabel')}
          value={text}
          onChange={onTextChange}
          placeholder={t('comparison.searchPlaceholder')}
        />
      </div>

      <div className="mt-5" aria-busy={search.isFetching}>
        {search.isPending ? (
          <div>
            <p role="status" className="sr-only">
              {t('comparison.loadingCourses')}
            </p>
            <div className="flex gap-4 overflow-hidden" aria-hidden="true">
              {[0, 1, 2, 3].map((n) => (
                <div
                  key={n}
                  data-testid="picker-skeleton"
                  className="h-72 w-60 shrink-0 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
                />
              ))}
            </div>
          </div>
        ) : search.isError && courses.length === 0 ? (
          <div role="alert" className="py-6 text-center">
            <p className="font-medium text-slate-900 dark:text-white">
              {t('comparison.loadFailed')}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {apiErrorText(search.error, t)}
            </p>
            <button
              type="button"
              onClick={() => void search.refetch()}
              className={buttonClasses('secondary', 'sm', 'mt-4')}
            >
              {t('comparison.retry')}
            </button>
          </div>
        ) : courses.length === 0 ? (
          <p role="status" className="py-6 text-center text-slate-600 dark:text-slate-400">
            {t('comparison.noMatches')}
          </p>
        ) : (
          <ul
            aria-label={t('comparison.listLabel')}
            className={`relative -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-4 transition-opacity ${search.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {courses.map((course, index) => (
              <li key={course.courseId} className="w-56 shrink-0 snap-start sm:w-60">
                <PickerCard
                  course={course}
                  // The cards in view before any scrolling load their pictures at once.
                  priority={index < 4}
                  selected={isSelected(course.courseId)}
                  dimmed={atLimit && !isSelected(course.courseId)}
                  onToggle={() => onToggle(course)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function PickerCard({
  course,
  selected,
  dimmed,
  onToggle,
  priority,
}: {
  course: CourseListItem
  priority: boolean
  selected: boolean
  dimmed: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const name = displayCourseName(course.courseName, t)
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition dark:bg-slate-900 ${
        selected
          ? 'border-indigo-500 ring-2 ring-indigo-500/40 dark:border-indigo-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="relative">
        <CourseImage src={course.imageUrl} alt="" priority={priority} />
        {course.isBestseller ? <BestsellerBadge /> : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
          {platformName(course.platform, t)}
        </p>
        <h3 className="mt-1 line-clamp-2 text-sm leading-snug font-semibold text-slate-900 dark:text-white">
          {name}
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <Rating value={course.rating} />
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" />
            {withUnit(course.duration, (duration) => t('catalogue.duration', { duration }))}
          </span>
        </div>
        <p
          className={`mt-2 font-bold ${course.price === null ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-white'}`}
        >
          {coursePriceText(course.price, t)}
        </p>
        <div className="mt-auto pt-3">
          <button
            type="button"
            aria-pressed={selected}
            onClick={onToggle}
            aria-label={t(selected ? 'comparison.deselectCourse' : 'comparison.selectCourse', {
              name,
            })}
            className={`${buttonClasses(selected ? 'primary' : 'secondary', 'sm', 'w-full')} ${dimmed ? 'opacity-60' : ''}`}
          >
            {t(selected ? 'comparison.deselect' : 'comparison.select')}
          </button>
        </div>
      </div>
    </article>
  )
}
