// My Courses' follows (docs/product.md#follows): what the member follows, each with how often they
// hear of it (changed where it is shown) and a way to stop; and a digest's stop link
// (/my-courses?stop-follow=…), which asks before it stops the follow (or all of them) and works
// signed in or not, as a mail client's one-click does.
import { useState } from 'react'
import { followCataloguePath } from '../../../../domain/follows'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { StopByLink, type StopByLinkTexts } from '../../../components/stop-by-link'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { formatWhen } from '../../../lib/format-when'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/follows'
import { Link } from '../../../lib/router'
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

const STOP_TEXTS: StopByLinkTexts = {
  question: 'follows.list.stopQuestion',
  allQuestion: 'follows.list.stopAllQuestion',
  stop: 'follows.list.stop',
  stopAll: 'follows.list.stopAll',
}

export function StopFollow() {
  return <StopByLink param={STOP_FOLLOW_PARAM} stop={useStopFollowsByLink()} texts={STOP_TEXTS} />
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
