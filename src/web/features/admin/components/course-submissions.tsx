// 'Added courses': the courses members added, waiting for a moderator, the longest waiting first
// (docs/decisions/037-course-submissions.md). Each shows what the member sent and who sent it;
// Approve puts it in the catalogue as sent, 'Edit and approve' with the moderator's corrections,
// Reject asks for the reason the member will see on My Courses.
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import '../../../lib/i18n/sections/addCourse'
import { Link } from '../../../lib/router'
import { coursePath } from '../../../../domain/format'
import { REJECTION_REASON_MAX } from '../../../../domain/course'
import type { CourseSubmission } from '../../../../domain/schemas/course'
import { CourseForm, courseFormValues } from '../../../components/course-form/course-form'
import { coursePriceText } from '../../../components/course-card/course-price'
import { platformName, valueName } from '../../../components/course-card/course-display'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useApproveSubmission, useRejectSubmission, useSubmissions } from '../api/submissions'
import { formatWhen, QueueList, smallButtonClasses } from './admin-ui'

/** Where the link leads, read before following it ('www.udemy.com'). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

type Outcome = { approved: { courseId: string; courseName: string } } | { rejected: true }

const secondary = `${smallButtonClasses} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`
const primary = `${smallButtonClasses} bg-slate-900 text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200`

function SubmissionRow({ item }: { item: CourseSubmission }) {
  const { t, language } = useTranslation()
  const id = useId()
  const approve = useApproveSubmission(item.submissionId)
  const reject = useRejectSubmission(item.submissionId)
  const [mode, setMode] = useState<'idle' | 'editing' | 'rejecting'>('idle')
  const [reason, setReason] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const { course } = item
  const onError = (error: unknown) => setFailed(apiErrorMessage(error, t))
  const approved = (saved: { courseId: string; courseName: string }) => {
    setMode('idle')
    setOutcome({ approved: saved })
  }

  return (
    <li
      aria-labelledby={`${id}-name`}
      className={`rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800 ${
        outcome ? 'bg-slate-50 dark:bg-slate-900/60' : 'bg-white dark:bg-slate-900'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
            {platformName(course.platform, t)} · {valueName('categories', course.category, t)}
          </p>
          <h3
            id={`${id}-name`}
            className="mt-1 font-semibold break-words text-slate-900 dark:text-white"
          >
            {course.courseName}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {course.instructor} · {coursePriceText(course.price, t)} ·{' '}
            {t('admin.submissions.facts', {
              rating: course.rating.toFixed(1),
              duration: course.duration,
            })}
          </p>
          {course.exams?.length ? (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
              {t('admin.submissions.exams', { exams: course.exams.join(', ') })}
            </p>
          ) : null}
        </div>
        <a
          href={course.officialUrl}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="text-sm font-semibold break-all text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('admin.submissions.officialLink')}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            {' '}
            ({hostOf(course.officialUrl)})
          </span>
        </a>
      </div>
      <p className="mt-3 line-clamp-3 text-sm break-words text-slate-700 dark:text-slate-300">
        {course.description}
      </p>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        {t('admin.submissions.sentBy', {
          name: item.submittedBy,
          when: formatWhen(item.createdAt, language),
        })}
      </p>

      {outcome ? (
        <p role="status" className="mt-3 text-sm font-medium text-slate-800 dark:text-slate-100">
          {'approved' in outcome ? (
            <>
              {t('admin.submissions.approved')}{' '}
              <Link
                to={coursePath(outcome.approved)}
                className="font-semibold text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {t('admin.submissions.viewCourse')}
              </Link>
            </>
          ) : (
            t('admin.submissions.rejected')
          )}
        </p>
      ) : mode === 'idle' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={approve.isPending}
            onClick={() => {
              setFailed(null)
              approve.mutate(undefined, { onSuccess: approved, onError })
            }}
            className={primary}
          >
            {t('admin.submissions.approve')}
          </button>
          <button type="button" onClick={() => setMode('editing')} className={secondary}>
            {t('admin.submissions.edit')}
          </button>
          <button
            type="button"
            onClick={() => setMode('rejecting')}
            className={`${smallButtonClasses} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10`}
          >
            {t('admin.submissions.reject')}
          </button>
        </div>
      ) : mode === 'rejecting' ? (
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
          onSubmit={(event) => {
            event.preventDefault()
            if (!reason.trim()) return
            setFailed(null)
            reject.mutate(reason.trim(), {
              onSuccess: () => setOutcome({ rejected: true }),
              onError,
            })
          }}
        >
          <label htmlFor={`${id}-reason`} className="sr-only">
            {t('admin.submissions.reasonLabel')}
          </label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={REJECTION_REASON_MAX}
            autoFocus
            placeholder={t('admin.submissions.reasonLabel')}
            onChange={(event) => setReason(event.target.value)}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={!reason.trim() || reject.isPending}
              className={`${smallButtonClasses} bg-red-600 text-white hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400`}
            >
              {t('admin.submissions.confirmReject')}
            </button>
            <button type="button" onClick={() => setMode('idle')} className={secondary}>
              {t('admin.submissions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <section className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          <CourseForm
            label={t('admin.submissions.editTitle', { name: course.courseName })}
            initialValues={courseFormValues(course)}
            submitLabel={t('admin.submissions.approveEdited')}
            pendingLabel={t('admin.submissions.approving')}
            submit={async (input) => {
              approved(await approve.mutateAsync(input))
              return { notice: null }
            }}
            describeFailure={(failure) => ({ text: apiErrorMessage(failure, t), tone: 'error' })}
            actions={
              <button type="button" onClick={() => setMode('idle')} className={secondary}>
                {t('admin.submissions.cancel')}
              </button>
            }
          />
        </section>
      )}
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
    </li>
  )
}

export function CourseSubmissions() {
  const { t } = useTranslation()
  return (
    <QueueList
      query={useSubmissions()}
      label={t('admin.submissions.queueLabel')}
      empty={t('admin.submissions.empty')}
    >
      {(item) => <SubmissionRow key={item.submissionId} item={item} />}
    </QueueList>
  )
}
