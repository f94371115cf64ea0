// My Courses' follows (docs/product.md#follows): what the member follows, each with how often they
// hear of it (changed where it is shown) and a way to stop; and a digest's stop link
// (/my-courses?stop-follow=…), which asks before it stops the follow (or all of them) and works
// signed in or not, as a mail client's one-click does.
import { useState } from 'react'
import { followCataloguePath } from '../../../../domain/follows'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { formatWhen } from '../../../lib/format-when'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/follows'
import { Link, useSearchParams } from '../../../lib/router'
import { useSession } from '../../../lib/session'
import {
  useChangeFollow,
  useMyFollows,
  useStopFollowing,
  useStopFollowsByLink,
} from '../api/follows'
import { followName } from '../lib/follow-name'
import { FrequencySelect } from './frequency-select'

export const STOP_FOLLOW_PARAM = 'stop-follow'

export function StopFollow() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get(STOP_FOLLOW_PARAM)
  const stop = useStopFollowsByLink()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!token) return null
  const all = token.startsWith('all.')
  return (
    <section className={`${cardClasses} mt-8 max-w-2xl p-5`}>
      <p className="font-medium text-slate-900 dark:text-white">
        {t(all ? 'follows.list.stopAllQuestion' : 'follows.list.stopQuestion')}
      </p>
      {stop.isSuccess ? null : (
        <button
          type="button"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(token, {
              onSuccess: (answer) => setNotice({ text: answer.message, tone: 'success' }),
              onError: (error) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' }),
            })
          }
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          {t(all ? 'follows.list.stopAll' : 'follows.list.stop')}
        </button>
      )}
      <div className="mt-3">
        <NoticeRegion notice={notice} />
      </div>
    </section>
  )
}

export function MyFollows() {
  const { t, language } = useTranslation()
  const session = useSession()
  const query = useMyFollows(session.isLoggedIn)
  const change = useChangeFollow()
  const stop = useStopFollowing()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!session.isLoggedIn || !query.data) return null
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  return (
    <section aria-labelledby="follows-title" className="mt-12">
      <h2 id="follows-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('follows.list.title')}
      </h2>
      {query.data.length === 0 ? (
        <p className="mt-2 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          {t('follows.list.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {query.data.map((follow) => {
            const name = followName(follow.query, t)
            return (
              <li
                key={follow.id}
                className={`${cardClasses} flex flex-wrap items-center justify-between gap-3 p-4`}
              >
                <div className="min-w-0">
                  <Link
                    to={followCataloguePath(follow.query)}
                    className="font-semibold break-words text-slate-900 hover:underline dark:text-white"
                  >
                    {name}
                  </Link>
                  {follow.mailedAt ? (
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {t('follows.list.mailed', {
                        date: formatWhen(follow.mailedAt, language, 'day'),
                      })}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  <FrequencySelect
                    id={`follow-frequency-${follow.id}`}
                    label={t('follows.list.frequencyNamed', { name })}
                    hideLabel
                    value={follow.frequency}
                    disabled={change.isPending}
                    onChange={(frequency) =>
                      change.mutate({ id: follow.id, frequency }, { onError: failed })
                    }
                  />
                  <button
                    type="button"
                    disabled={stop.isPending}
                    aria-label={t('follows.list.stopNamed', { name })}
                    onClick={() => stop.mutate(follow.id, { onError: failed })}
                    className={buttonClasses('secondary', 'sm', 'mt-1')}
                  >
                    {t('follows.list.stop')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <NoticeRegion notice={notice} />
    </section>
  )
}
