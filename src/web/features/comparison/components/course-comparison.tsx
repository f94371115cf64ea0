// The course comparison screen (docs/product.md#course-comparison): choose up to MAX_COMPARED_COURSES
// courses (kept in the URL), compare them side by side, describe yourself and get a recommendation
// (docs/product.md#comparison-and-recommendation).
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import type { CourseListItem } from '../../../../domain/schemas/course'
import type { LearnerProfile } from '../../../../domain/schemas/recommendation'
import { cardClasses } from '../../../components/ui/button-styles'
import type { Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useSearchParams } from '../../../lib/router'
import { useRememberCourse, useSelectedCourses } from '../api/get-compared-courses'
import { useRecommendations } from '../api/get-recommendations'
import { useCourseSearch } from '../api/search-courses'
import { readSelection, selectionSearch } from '../lib/selection-params'
import { ComparisonTable } from './comparison-table'
import { CoursePicker } from './course-picker'
import { ProfileForm } from './profile-form'
import { SelectedCourses } from './selected-courses'
import { MAX_COMPARED_COURSES } from '../../../../domain/recommendation'

// The answer (its blocks and 'Was this helpful?') loads when the learner first asks.
const loadAnswer = () => import('./recommendation-answer')
const RecommendationAnswer = lazy(async () => ({
  default: (await loadAnswer()).RecommendationAnswer,
}))

export const SEARCH_DEBOUNCE_MS = 300

const EMPTY_PROFILE: LearnerProfile = { expertise: '', learningStyle: '', goals: '' }

export function CourseComparison({ debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number }) {
  const { t } = useTranslation()
  const [searchParams, updateSearchParams] = useSearchParams()
  const ids = readSelection(searchParams)

  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), debounceMs)
  const search = useCourseSearch(q)
  const listed = new Map((search.data?.items ?? []).map((c) => [c.courseId, c] as const))
  const selected = useSelectedCourses(ids, listed)
  const rememberCourse = useRememberCourse()

  // Set when a course is chosen with MAX_COMPARED_COURSES already selected; shown while still at the limit.
  const [triedPastLimit, setTriedPastLimit] = useState(false)
  const atLimit = ids.length >= MAX_COMPARED_COURSES

  const [profile, setProfile] = useState<LearnerProfile>(EMPTY_PROFILE)
  const [askedWithNone, setAskedWithNone] = useState(false)
  const recommendations = useRecommendations()
  const resultTitleId = useId()
  // What the shown answer was asked for (JSON of the question).
  const [askedFor, setAskedFor] = useState<string | null>(null)

  /** Changes the selection in the newest URL (two quick clicks both count). */
  const writeSelection = (change: (current: string[]) => string[]) =>
    // Replace, not push: the back button leaves the page instead of undoing each click. The page
    // stays where it is scrolled to.
    updateSearchParams((current) => selectionSearch(current, change(readSelection(current))), {
      replace: true,
      preventScrollReset: true,
    })

  const toggle = (course: CourseListItem) => {
    const { courseId } = course
    let refused = false
    writeSelection((current) => {
      if (current.includes(courseId)) return current.filter((id) => id !== courseId)
      if (current.length >= MAX_COMPARED_COURSES) {
        refused = true
        return current
      }
      return [...current, courseId]
    })
    if (refused) {
      setTriedPastLimit(true)
      return
    }
    if (!ids.includes(courseId)) rememberCourse(course)
    setTriedPastLimit(false)
  }
  const remove = (courseId: string) =>
    writeSelection((current) => current.filter((id) => id !== courseId))

  const ready = selected.flatMap((s) => (s.status === 'ready' ? [s.course] : []))
  // Courses that are known not to exist are left out: the server would refuse the whole request.
  const askable = selected.filter((s) => s.status === 'ready' || s.status === 'loading')
  // What asking now would ask; the answer shown is outdated once it differs from what was asked.
  const question = { courseIds: askable.map((s) => s.courseId), profile }
  const outdated = askedFor !== null && askedFor !== JSON.stringify(question)

  const ask = () => {
    if (askable.length === 0) {
      setAskedWithNone(true)
      return
    }
    setAskedWithNone(false)
    setAskedFor(JSON.stringify(question))
    void loadAnswer()
    recommendations.mutate(question)
  }

  const notice: Notice | null =
    askedWithNone && askable.length === 0
      ? { text: t('comparison.selectAtLeastOne'), tone: 'error' }
      : recommendations.isError
        ? { text: recommendationErrorText(recommendations.error, t), tone: 'error' }
        : null

  return (
    <div className="mt-8 space-y-6">
      <CoursePicker
        text={text}
        onTextChange={setText}
        search={search}
        isSelected={(id) => ids.includes(id)}
        atLimit={atLimit}
        onToggle={toggle}
      />
      <SelectedCourses
        selected={selected}
        onRemove={remove}
        limitNotice={triedPastLimit && atLimit}
      />
      {ready.length >= 2 ? (
        <ComparisonTable courses={ready} />
      ) : ready.length === 1 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('comparison.addOneMore')}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ProfileForm
            profile={profile}
            onChange={setProfile}
            onSubmit={ask}
            pending={recommendations.isPending}
            notice={notice}
          />
        </div>
        <section
          aria-labelledby={resultTitleId}
          aria-busy={recommendations.isPending}
          className={`${cardClasses} p-4 sm:p-6 lg:col-span-3`}
        >
          <h2 id={resultTitleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('comparison.resultTitle')}
          </h2>
          <div className="mt-3">
            {recommendations.isPending && recommendations.partial ? (
              <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">
                {recommendations.partial}
              </p>
            ) : recommendations.isPending ? (
              <div className="space-y-3" aria-hidden="true">
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {t('comparison.resultLoading')}
                </p>
                {[0, 1, 2].map((n) => (
                  <div
                    key={n}
                    className="h-4 animate-pulse rounded bg-slate-200 last:w-2/3 dark:bg-slate-800"
                  />
                ))}
              </div>
            ) : recommendations.data ? (
              <>
                {outdated ? (
                  <p
                    role="status"
                    className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
                  >
                    {t('comparison.answerOutdated')}
                  </p>
                ) : null}
                <Suspense fallback={null}>
                  <RecommendationAnswer
                    answer={recommendations.data}
                    courseNames={ready.map((c) => c.courseName)}
                  />
                </Suspense>
              </>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t('comparison.resultPlaceholder')}
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  )
}

/** A provider failure (502) asks to refresh and retry; other 4xx show the server's own message. */
function recommendationErrorText(error: unknown, t: Parameters<typeof apiErrorMessage>[1]) {
  if (error instanceof ApiError && (error.status === 502 || error.code === 'ai_unavailable')) {
    return t('comparison.aiUnavailable')
  }
  return apiErrorMessage(error, t)
}
