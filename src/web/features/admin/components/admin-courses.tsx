// The catalogue as an administrator sees it: search, edit every field in place (the add-course form,
// prefilled), the Bestseller flag (the public API never sets it, decision 010) and delete with a
// confirm step.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { Link } from '../../../lib/router'
import type { Course, CourseListItem } from '../../../../domain/schemas/course'
import { coursePath, formatTotal } from '../../../../domain/format'
import { coursePriceText } from '../../../components/course-card/course-price'
import { CourseForm, courseFormValues } from '../../../components/course-form/course-form'
import { courseInputErrors } from '../../../../domain/course'
import { SearchField } from '../../../components/ui/search-field'
import { buttonClasses } from '../../../components/ui/button-styles'
import { PencilIcon, TrashIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useDeleteCourse } from '../api/delete-course'
import { useAdminCourses } from '../api/search-courses'
import { useWholeCourse } from '../api/get-course'
import { changedFields, useUpdateCourse } from '../api/update-course'
import { EmptyState, QueryView, smallButtonClasses } from './admin-ui'

/** The editor's form once the course's every field has loaded (a list leaves out descriptions). */
function WithWholeCourse({
  courseId,
  children,
}: {
  courseId: string
  children: (course: Course) => ReactNode
}) {
  return <QueryView query={useWholeCourse(courseId)}>{children}</QueryView>
}

function CourseRow({
  course,
  onNotice,
}: {
  course: CourseListItem
  onNotice: (n: Notice) => void
}) {
  const { t } = useTranslation()
  const update = useUpdateCourse()
  const remove = useDeleteCourse()
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const switchId = useId()
  const editButton = useRef<HTMLButtonElement>(null)
  const editHeading = useRef<HTMLHeadingElement>(null)
  // Opening the editor moves focus to its heading; closing it returns focus to the Edit button.
  const opened = useRef(false)
  useEffect(() => {
    if (editing) editHeading.current?.focus()
    else if (opened.current) editButton.current?.focus()
    opened.current = editing
  }, [editing])
  const name = course.courseName || t('catalogue.unnamed')
  // Shows the new state at once; the mutation stays pending until the list has reloaded.
  const bestseller = update.isPending
    ? (update.variables.patch.isBestseller ?? course.isBestseller)
    : course.isBestseller
  const fail = (error: unknown) => onNotice({ text: apiErrorMessage(error, t), tone: 'error' })

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link
            to={coursePath(course)}
            className="font-semibold break-words text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-300"
          >
            {name}
          </Link>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {[course.platform, course.instructor, coursePriceText(course.price, t)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <label
            htmlFor={switchId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 has-checked:border-amber-400 has-checked:bg-amber-50 has-checked:text-amber-900 dark:border-slate-700 dark:text-slate-200 dark:has-checked:border-amber-400/60 dark:has-checked:bg-amber-500/15 dark:has-checked:text-amber-100"
          >
            <input
              id={switchId}
              type="checkbox"
              checked={bestseller}
              disabled={update.isPending}
              aria-label={t('admin.courses.bestsellerLabel', { name })}
              onChange={(event) =>
                update.mutate(
                  { courseId: course.courseId, patch: { isBestseller: event.target.checked } },
                  { onError: fail },
                )
              }
              className="h-4 w-4 accent-amber-500"
            />
            {t('admin.courses.bestseller')}
          </label>
          <button
            ref={editButton}
            type="button"
            aria-expanded={editing}
            onClick={() => {
              setConfirming(false)
              setEditing((open) => !open)
            }}
            aria-label={t('admin.courses.editLabel', { name })}
            className={`${smallButtonClasses} text-indigo-700 hover:bg-indigo-50 aria-expanded:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10 dark:aria-expanded:bg-indigo-500/15`}
          >
            <PencilIcon className="h-4 w-4" />
            {t('admin.courses.edit')}
          </button>
          {confirming ? null : (
            <button
              type="button"
              onClick={() => {
                setEditing(false)
                setConfirming(true)
              }}
              aria-label={t('admin.courses.deleteLabel', { name })}
              className={`${smallButtonClasses} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10`}
            >
              <TrashIcon className="h-4 w-4" />
              {t('admin.courses.delete')}
            </button>
          )}
        </div>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t('admin.courses.confirmDelete', { name })}
          className="mt-3 flex flex-col gap-2 rounded-lg bg-red-50 p-3 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between dark:bg-red-500/10 dark:ring-red-500/30"
        >
          <p className="text-sm text-red-900 dark:text-red-100">
            {t('admin.courses.confirmDelete', { name })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(course.courseId, {
                  onSuccess: () =>
                    onNotice({ text: t('admin.courses.deleted', { name }), tone: 'success' }),
                  onError: (error) => {
                    setConfirming(false)
                    fail(error)
                  },
                })
              }
              className={`${smallButtonClasses} bg-red-600 text-white hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400`}
            >
              {remove.isPending ? t('admin.courses.deleting') : t('admin.courses.confirm')}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => setConfirming(false)}
              className={`${smallButtonClasses} text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-800`}
            >
              {t('admin.courses.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <section
          aria-labelledby={`${switchId}-edit`}
          className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
        >
          <h3
            ref={editHeading}
            id={`${switchId}-edit`}
            tabIndex={-1}
            className="mb-5 text-base font-semibold text-slate-900 outline-none dark:text-white"
          >
            {t('admin.courses.editTitle', { name })}
          </h3>
          <WithWholeCourse courseId={course.courseId}>
            {(whole) => (
              <CourseForm
                label={t('admin.courses.editTitle', { name })}
                initialValues={courseFormValues(whole)}
                validate={(input) => {
                  const errors = courseInputErrors(input)
                  const changed = new Set(Object.keys(changedFields(whole, input)))
                  return Object.fromEntries(
                    Object.entries(errors).filter(([field]) => changed.has(field)),
                  )
                }}
                submitLabel={t('admin.courses.save')}
                pendingLabel={t('admin.courses.saving')}
                submit={async (input) => {
                  const patch = changedFields(whole, input)
                  if (Object.keys(patch).length === 0) {
                    return { notice: { text: t('admin.courses.unchanged'), tone: 'info' } }
                  }
                  const saved = await update.mutateAsync({ courseId: course.courseId, patch })
                  setEditing(false)
                  onNotice({
                    text: t('admin.courses.saved', { name: saved.courseName }),
                    tone: 'success',
                  })
                  return { notice: null }
                }}
                describeFailure={(failure) => ({
                  text: apiErrorMessage(failure, t),
                  tone: 'error',
                })}
                actions={
                  <button
                    type="button"
                    onClick={() => setEditing(false)}
                    className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}
                  >
                    {t('admin.courses.cancel')}
                  </button>
                }
              />
            )}
          </WithWholeCourse>
        </section>
      ) : null}
    </li>
  )
}

export function AdminCourses() {
  const { t } = useTranslation()
  const searchId = useId()
  const [q, setQ] = useState('')
  const debounced = useDebouncedValue(q, 300)
  const query = useAdminCourses(debounced)
  const [notice, setNotice] = useState<Notice | null>(null)

  return (
    <div>
      <SearchField
        id={searchId}
        className="max-w-md"
        label={t('admin.courses.searchLabel')}
        value={q}
        onChange={setQ}
        placeholder={t('admin.courses.searchPlaceholder')}
      />
      <NoticeRegion notice={notice} />
      <div className={`mt-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        <QueryView query={query}>
          {(data) => {
            const courses = data.pages.flatMap((page) => page.items)
            const last = data.pages.at(-1)
            const total = last ? formatTotal(last) : '0'
            return courses.length === 0 ? (
              <EmptyState>{t('admin.courses.empty')}</EmptyState>
            ) : (
              <>
                <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
                  {t('admin.courses.showing', { shown: courses.length, total })}
                </p>
                <ul className="space-y-3">
                  {courses.map((course) => (
                    <CourseRow key={course.courseId} course={course} onNotice={setNotice} />
                  ))}
                </ul>
                {query.hasNextPage ? (
                  <div className="mt-4 flex justify-center">
                    <button
                      type="button"
                      disabled={query.isFetchingNextPage}
                      onClick={() => void query.fetchNextPage()}
                      className={buttonClasses('secondary', 'md')}
                    >
                      {query.isFetchingNextPage
                        ? t('admin.courses.loadingMore')
                        : t('admin.courses.loadMore')}
                    </button>
                  </div>
                ) : null}
              </>
            )
          }}
        </QueryView>
      </div>
    </div>
  )
}
