// Under a course's price alert, once it is opened (docs/product.md#follows): follow the course's
// instructor, platform or category, to hear of their new courses and price drops. Loaded with the
// alert's form, so the course page's first load carries none of it.
import { useState } from 'react'
import { followKey, type FollowQuery } from '../../../../domain/follows'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/follows'
import { useSession } from '../../../lib/session'
import { useFollow, useMyFollows, useStopFollowing } from '../api/follows'
import { followName } from '../lib/follow-name'

export function CourseFollows({
  course,
}: {
  course: { instructor: string; platform: string; category: string }
}) {
  const { t } = useTranslation()
  const session = useSession()
  const mine = useMyFollows(session.isLoggedIn)
  const follow = useFollow()
  const stop = useStopFollowing()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!session.isLoggedIn) return null
  const choices: FollowQuery[] = [
    { instructor: course.instructor },
    { platform: course.platform },
    { category: course.category },
  ].filter((query) => Object.values(query)[0]?.trim())
  const busy = follow.isPending || stop.isPending || mine.isPending
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('follows.course.title')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((query) => {
          const current = mine.data?.find((f) => followKey(f.query) === followKey(query))
          return (
            <button
              key={followKey(query)}
              type="button"
              aria-pressed={Boolean(current)}
              disabled={busy}
              onClick={() =>
                current
                  ? stop.mutate(current.id, { onError: failed })
                  : follow.mutate({ query }, { onError: failed })
              }
              className={`inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-medium ${
                current
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {followName(query, t)}
            </button>
          )
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('follows.course.hint')}</p>
      <NoticeRegion notice={notice} />
    </div>
  )
}
