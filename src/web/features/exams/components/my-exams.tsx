// My Courses' exams (docs/product.md#exam-reminders): the exams the member follows, each with where
// it stands today and a way to stop its reminders; the member's private calendar address (made on
// request, copied, opened in a calendar app, replaced when it leaked, turned off); and a reminder's
// stop link (/my-courses?stop-exam=…), which asks before it stops, signed in or not.
import { useId, useState } from 'react'
import { examPath } from '../../../../domain/exam-path'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { StopByLink, type StopByLinkTexts } from '../../../components/stop-by-link'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/exams'
import '../../../lib/i18n/sections/exam-follows'
import { Link } from '../../../lib/router'
import { useSession } from '../../../lib/session'
import {
  useChangeExamCalendar,
  useExamCalendar,
  useFollowedExams,
  useStopExamsByLink,
  useUnfollowExam,
} from '../api/exam-follows'
import { newsText } from '../lib/exam-text'
import { useLiveExamUpdates } from '../api/live-exam-updates'
import { ExamStatusBadge } from './exam-status-badge'

export const STOP_EXAM_PARAM = 'stop-exam'

const STOP_TEXTS: StopByLinkTexts = {
  question: 'examFollows.mine.stopQuestion',
  allQuestion: 'examFollows.mine.stopAllQuestion',
  stop: 'exams.follow.stop',
  stopAll: 'examFollows.mine.stopAll',
}

export function StopExamReminders() {
  return <StopByLink param={STOP_EXAM_PARAM} stop={useStopExamsByLink()} texts={STOP_TEXTS} />
}

export function MyExams() {
  const { t, language } = useTranslation()
  const session = useSession()
  const query = useFollowedExams(session.isLoggedIn)
  useLiveExamUpdates()
  const unfollow = useUnfollowExam()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!session.isLoggedIn || !query.data) return null
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  return (
    <section aria-labelledby="exams-title" className="mt-12">
      <h2 id="exams-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('examFollows.mine.title')}
      </h2>
      {query.data.length === 0 ? (
        <p className="mt-2 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          {t('examFollows.mine.empty')}{' '}
          <Link
            to="/exams"
            className="font-semibold text-indigo-700 underline dark:text-indigo-300"
          >
            {t('examFollows.mine.browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {query.data.map((exam) => (
            <li
              key={exam.slug}
              className={`${cardClasses} flex flex-wrap items-center justify-between gap-3 p-4`}
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={examPath(exam.slug)}
                    className="font-semibold break-words text-slate-900 hover:underline dark:text-white"
                  >
                    {exam.name}
                  </Link>
                  <ExamStatusBadge status={exam.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {newsText(t, exam.news, language)}
                </p>
              </div>
              <button
                type="button"
                disabled={unfollow.isPending}
                aria-label={t('examFollows.mine.stopNamed', { name: exam.name })}
                onClick={() => unfollow.mutate(exam.slug, { onError: failed })}
                className={buttonClasses('secondary', 'sm')}
              >
                {t('exams.follow.stop')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <NoticeRegion notice={notice} />
      <ExamCalendarAddress following={query.data.length} />
    </section>
  )
}

/**
 * The member's private calendar address: offered once they follow an exam, then shown to copy,
 * replace or turn off (even once they follow none: an address that leaked can still go).
 */
function ExamCalendarAddress({ following }: { following: number }) {
  const { t } = useTranslation()
  const id = useId()
  const feed = useExamCalendar()
  const change = useChangeExamCalendar()
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  if (feed.data === undefined || (feed.data === null && following === 0)) return null
  const address = feed.data
  return (
    <div className={`${cardClasses} mt-6 max-w-2xl p-5`}>
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {t('examFollows.feed.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('examFollows.feed.explain')}
      </p>
      {address === null ? (
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => change.mutate('make', { onError: failed })}
          className={buttonClasses('primary', 'sm', 'mt-4')}
        >
          {t('examFollows.feed.make')}
        </button>
      ) : (
        <>
          <label
            htmlFor={`${id}-address`}
            className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('examFollows.feed.label')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-address`}
              readOnly
              value={address.url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClasses} h-9 min-w-0 flex-1 font-mono text-xs`}
            />
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(address.url)
                  .then(() => setNotice({ text: t('examFollows.feed.copied'), tone: 'success' }))
                  .catch(failed)
              }
              className={buttonClasses('secondary', 'sm')}
            >
              {t('examFollows.feed.copy')}
            </button>
          </div>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t('examFollows.feed.private')}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <a href={address.webcal} className={buttonClasses('primary', 'sm')}>
              {t('examFollows.feed.open')}
            </a>
            {asking ? null : (
              <>
                <button
                  type="button"
                  onClick={() => setAsking(true)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('examFollows.feed.reset')}
                </button>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => change.mutate('remove', { onError: failed })}
                  className={buttonClasses('ghost', 'sm')}
                >
                  {t('examFollows.feed.remove')}
                </button>
              </>
            )}
          </div>
          {asking ? (
            <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/40">
              <p>{t('examFollows.feed.resetQuestion')}</p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate('reset', {
                      onSuccess: () => {
                        setAsking(false)
                        setNotice({ text: t('examFollows.feed.resetDone'), tone: 'success' })
                      },
                      onError: failed,
                    })
                  }
                  className={buttonClasses('primary', 'sm')}
                >
                  {t('examFollows.feed.reset')}
                </button>
                <button
                  type="button"
                  onClick={() => setAsking(false)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('examFollows.feed.cancel')}
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
      <NoticeRegion notice={notice} compact />
    </div>
  )
}
