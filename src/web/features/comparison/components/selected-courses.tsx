// The 'Selected Courses' strip: the chosen courses in order, each with a way to remove it.
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import { displayCourseName, platformName } from '../../../components/course-card/course-display'
import { CourseImage } from '../../../components/course-card/course-image'
import { coursePriceText } from '../../../components/course-card/course-price'
import { cardClasses } from '../../../components/ui/button-styles'
import { CloseIcon } from '../../../components/ui/icons'
import { AlertIcon } from '../../../components/ui/form-icons'
import type { SelectedCourse } from '../api/get-compared-courses'
import { MAX_COMPARED_COURSES } from '../../../../domain/recommendation'

type Props = {
  selected: readonly SelectedCourse[]
  onRemove: (courseId: string) => void
  /** Shown when a course was chosen while MAX_COMPARED_COURSES already were. */
  limitNotice: boolean
}

const removeClasses =
  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white'

export function SelectedCourses({ selected, onRemove, limitNotice }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={`${cardClasses} p-4 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('comparison.selectedTitle')}
        </h2>
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">
          {t('comparison.selectedCount', { count: selected.length, max: MAX_COMPARED_COURSES })}
        </p>
      </div>
      {selected.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('comparison.noneSelected', { max: MAX_COMPARED_COURSES })}
        </p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-3">
          {selected.map((item) => (
            <li
              key={item.courseId}
              className="flex w-full min-w-0 items-center gap-3 rounded-xl border sm:w-72 border-slate-200 bg-slate-50 p-2 dark:border-slate-700 dark:bg-slate-800/60"
            >
              <SelectedItem item={item} onRemove={onRemove} />
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="empty:hidden">
        {limitNotice ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30">
            {t('comparison.limitReached', { max: MAX_COMPARED_COURSES })}
          </p>
        ) : null}
      </div>
    </section>
  )
}

function SelectedItem({
  item,
  onRemove,
}: {
  item: SelectedCourse
  onRemove: (courseId: string) => void
}) {
  const { t } = useTranslation()
  if (item.status !== 'ready') {
    const text =
      item.status === 'loading'
        ? t('comparison.courseLoading')
        : item.status === 'missing'
          ? t('comparison.courseMissing')
          : t('errors.generic')
    return (
      <>
        <div className="flex h-12 w-16 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-500 dark:bg-slate-700 dark:text-slate-300">
          {item.status === 'loading' ? null : <AlertIcon className="h-5 w-5" />}
        </div>
        <p
          className={`min-w-0 flex-1 text-sm ${item.status === 'loading' ? 'animate-pulse text-slate-500 dark:text-slate-400' : 'font-medium text-red-700 dark:text-red-300'}`}
        >
          {text}
        </p>
        <button
          type="button"
          onClick={() => onRemove(item.courseId)}
          aria-label={t('comparison.remove', { name: text })}
          className={removeClasses}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </>
    )
  }
  const { course } = item
  const name = displayCourseName(course.courseName, t)
  return (
    <>
      <CourseImage src={course.imageUrl} alt="" className="w-16! shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 dark:text-white">
          {name}
        </p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          {platformName(course.platform, t)}
          <span aria-hidden="true"> · </span>
          {coursePriceText(course.price, t)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onRemove(item.courseId)}
        aria-label={t('comparison.remove', { name })}
        className={removeClasses}
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </>
  )
}
