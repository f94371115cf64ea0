// 'Courses you added' on My Courses: each course the member submitted, with where it stands:
// waiting for a moderator, in the catalogue (a link to it), or not accepted with the moderator's
// reason (docs/product.md#adding-a-course). Shown only once the member has added one.
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/library'
import { Link } from '../../../lib/router'
import { coursePath } from '../../../../domain/format'
import type { CourseSubmission } from '../../../../domain/schemas/course'
import { cardClasses } from '../../../components/ui/button-styles'
import { PlusIcon } from '../../../components/ui/icons'
import { formatWhen } from '../../../lib/format-when'
import { useMySubmissions } from '../api/get-my-submissions'
import { SectionHeading } from './section-heading'

const badgeClasses: Record<CourseSubmission['status'], string> = {
  pending:
    'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
  approved:
    'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
  rejected:
    'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
}

export function MySubmissions({ uid }: { uid: string }) {
  const { t, language } = useTranslation()
  const headingId = useId()
  const query = useMySubmissions(uid)
  const items = query.data ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        icon={<PlusIcon className="h-5 w-5" />}
        title={t('library.added')}
      />
      {items.some((item) => item.status === 'pending') ? (
        <p className="-mt-3 mb-4 text-sm text-slate-600 dark:text-slate-300">
          {t('library.submission.pendingHint')}
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.submissionId} className={`${cardClasses} p-4 sm:p-5`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-semibold break-words text-slate-900 dark:text-white">
                {item.status === 'approved' && item.courseId ? (
                  <Link
                    to={coursePath({ courseId: item.courseId, courseName: item.course.courseName })}
                    className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                  >
                    {item.course.courseName}
                  </Link>
                ) : (
                  item.course.courseName
                )}
              </p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badgeClasses[item.status]}`}
              >
                {t(`library.submission.${item.status}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {t('library.submission.addedOn', { when: formatWhen(item.createdAt, language) })}
            </p>
            {item.status === 'rejected' && item.reason ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
                {t('library.submission.reason', { reason: item.reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
