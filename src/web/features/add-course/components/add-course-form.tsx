// The add-course page's form (docs/product.md#add-course-page). Adding needs an account (decision
// 010): signed out, the form shows disabled with a prompt to sign in. A member's course waits for a
// moderator: the success message says so and points to My Courses, where it shows as waiting.
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/addCourse'
import { Link } from '../../../lib/router'
import { coursePath } from '../../../../domain/format'
import { COURSE_EXAMS_MAX } from '../../../../domain/exams'
import { CourseForm } from '../../../components/course-form/course-form'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { ApiError } from '../../../lib/api-client'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useSession } from '../../../lib/session'
import { isSubmission, useAddCourse } from '../api/add-course'
import { useSignInPath } from '../../../lib/use-sign-in-path'

const linkClasses =
  'font-semibold text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300'

/** An exam the course may prepare for (docs/product.md#courses-and-exams). */
export interface ExamChoice {
  slug: string
  name: string
}

/** The exams the course prepares for: up to COURSE_EXAMS_MAX of those offered. */
function ExamPicker({
  choices,
  chosen,
  onChange,
}: {
  choices: readonly ExamChoice[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
}) {
  const { t } = useTranslation()
  const full = chosen.length >= COURSE_EXAMS_MAX
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('addCourse.exams')}
      </legend>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('addCourse.examsHint', { count: COURSE_EXAMS_MAX })}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        {choices.map((exam) => {
          const checked = chosen.includes(exam.slug)
          return (
            <label
              key={exam.slug}
              className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
            >
              <input
                type="checkbox"
                name="exams"
                value={exam.slug}
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  onChange(
                    checked ? chosen.filter((slug) => slug !== exam.slug) : [...chosen, exam.slug],
                  )
                }
                className="h-4 w-4 accent-indigo-600"
              />
              {exam.name}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

export function AddCourseForm({ examChoices = [] }: { examChoices?: readonly ExamChoice[] }) {
  const { t } = useTranslation()
  const [exams, setExams] = useState<string[]>([])
  const signInHref = useSignInPath()
  const session = useSession()
  const addCourse = useAddCourse()
  const [added, setAdded] = useState<
    { courseId: string; courseName: string } | { pending: true } | null
  >(null)

  const signedOut = !session.isPending && !session.isLoggedIn

  return (
    <div className={`${cardClasses} p-5 sm:p-8`}>
      {signedOut ? (
        <div
          role="note"
          className="mb-6 flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
        >
          <p className="font-medium">{t('addCourse.signInPrompt')}</p>
          <Link to={signInHref} className={buttonClasses('primary', 'sm', 'shrink-0')}>
            {t('addCourse.signIn')}
          </Link>
        </div>
      ) : null}

      <CourseForm
        locked={session.isPending || signedOut}
        submitLabel={t('addCourse.submit')}
        pendingLabel={t('addCourse.submitting')}
        submit={async (input) => {
          setAdded(null)
          const answer = await addCourse.mutateAsync(exams.length > 0 ? { ...input, exams } : input)
          setExams([])
          setAdded(isSubmission(answer) ? { pending: true } : answer)
          // docs/product.md#add-course-page: the success message, and the form resets.
          return { notice: { text: t('addCourse.success'), tone: 'success' }, reset: true }
        }}
        extraFields={
          examChoices.length > 0 ? (
            <ExamPicker choices={examChoices} chosen={exams} onChange={setExams} />
          ) : null
        }
        describeFailure={(failure) =>
          failure instanceof ApiError && failure.status === 401
            ? { text: t('addCourse.signInPrompt'), tone: 'login' }
            : { text: apiErrorMessage(failure, t), tone: 'error' }
        }
        footer={
          added && 'pending' in added ? (
            <div className="mt-2 text-sm">
              <p className="text-slate-700 dark:text-slate-200">{t('addCourse.pendingReview')}</p>
              <Link to="/my-courses" className={`mt-1 inline-block ${linkClasses}`}>
                {t('addCourse.seeMyCourses')}
              </Link>
            </div>
          ) : added ? (
            <p className="mt-2 text-sm">
              <Link to={coursePath(added)} className={linkClasses}>
                {t('addCourse.viewCourse')}
              </Link>
            </p>
          ) : null
        }
      />
    </div>
  )
}
