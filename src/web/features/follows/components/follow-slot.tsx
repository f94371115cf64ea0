// What "Follow this search" opens (docs/product.md#follows), loaded by its click: for a member, the
// search's name, how often to hear of it, and follow (or, once followed, change it or stop); for a
// visitor, the way to sign in first.
import { useId, useState } from 'react'
import { followKey, type FollowFrequency, type FollowQuery } from '../../../../domain/follows'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/follows'
import { Link } from '../../../lib/router'
import { useAddressConfirmed } from '../../../lib/address-confirmed'
import { useSession } from '../../../lib/session'
import { useSignInPath } from '../../../lib/use-sign-in-path'
import { useChangeFollow, useFollow, useMyFollows, useStopFollowing } from '../api/follows'
import { followName } from '../lib/follow-name'
import { FrequencySelect } from './frequency-select'

export function FollowSlot({ query }: { query: FollowQuery }) {
  const { t } = useTranslation()
  const session = useSession()
  const signInHref = useSignInPath()
  if (session.isPending) return null
  if (!session.isLoggedIn) {
    return (
      <Link to={signInHref} className={buttonClasses('primary', 'sm', 'mb-6')}>
        {t('follows.signIn')}
      </Link>
    )
  }
  return <FollowForm query={query} />
}

function FollowForm({ query: search }: { query: FollowQuery }) {
  const { t } = useTranslation()
  const confirmed = useAddressConfirmed()
  const id = useId()
  const mine = useMyFollows()
  const follow = useFollow()
  const change = useChangeFollow()
  const stop = useStopFollowing()
  const [frequency, setFrequency] = useState<FollowFrequency>('daily')
  // A search of words alone may be an instructor's name: following the instructor finds only
  // their courses (docs/product.md#follows).
  const words = Object.keys(search).length === 1 ? search.q : undefined
  const [byInstructor, setByInstructor] = useState(false)
  const query: FollowQuery = words && byInstructor ? { instructor: words } : search
  const [notice, setNotice] = useState<Notice | null>(null)
  const key = followKey(query)
  const current = mine.data?.find((f) => followKey(f.query) === key)
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  const busy = follow.isPending || change.isPending || stop.isPending
  return (
    <section aria-labelledby={`${id}-name`} className={`${cardClasses} mb-6 max-w-2xl p-4`}>
      <p id={`${id}-name`} className="text-sm text-slate-700 dark:text-slate-200">
        {current
          ? `${t('follows.form.following')} ${followName(query, t)}`
          : t('follows.form.explain', { name: followName(query, t) })}
      </p>
      {words && !current ? (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input
            type="checkbox"
            checked={byInstructor}
            onChange={(event) => setByInstructor(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300"
          />
          {t('follows.form.byInstructor', { name: words })}
        </label>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <FrequencySelect
          id={`${id}-frequency`}
          label={t('follows.form.frequency')}
          value={current?.frequency ?? frequency}
          disabled={busy}
          onChange={(next) =>
            current
              ? change.mutate({ id: current.id, frequency: next }, { onError: failed })
              : setFrequency(next)
          }
        />
        {current ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              stop.mutate(current.id, {
                onSuccess: () => setNotice({ text: t('follows.form.stopped'), tone: 'success' }),
                onError: failed,
              })
            }
            className={buttonClasses('secondary', 'md')}
          >
            {t('follows.form.stop')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy || mine.isPending}
            onClick={() =>
              follow.mutate(
                { query, frequency },
                {
                  onSuccess: () =>
                    setNotice({
                      text: t(confirmed ? 'follows.form.saved' : 'follows.form.savedUnconfirmed'),
                      tone: 'success',
                    }),
                  onError: failed,
                },
              )
            }
            className={buttonClasses('primary', 'md')}
          >
            {t('follows.form.follow')}
          </button>
        )}
      </div>
      <div className="mt-3">
        <NoticeRegion notice={notice} />
      </div>
    </section>
  )
}
