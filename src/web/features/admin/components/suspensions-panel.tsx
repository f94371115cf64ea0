// Suspensions, for moderators and administrators (docs/product.md#roles): suspend a member by their
// e-mail for 1, 3, 7 or 30 days or until lifted, with a reason they are shown; see who is
// suspended, why and until when; lift a suspension.
import { useId, useState, type FormEvent } from 'react'
import { SUSPENSION_DAYS } from '../../../../domain/account'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { labelClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorText } from '../../../lib/api-error-text'
import { useLiftSuspension, useSuspend, useSuspensions } from '../api/suspensions'
import { formatWhen, PersonRow, QueueList } from './admin-ui'

export function SuspensionsPanel() {
  const { t, language } = useTranslation()
  const id = useId()
  const query = useSuspensions()
  const suspend = useSuspend()
  const lift = useLiftSuspension()
  const [email, setEmail] = useState('')
  const [reason, setReason] = useState('')
  const [days, setDays] = useState('7')
  const [notice, setNotice] = useState<Notice | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    suspend.mutate(
      { email: email.trim(), reason: reason.trim(), days: days === 'lifted' ? null : Number(days) },
      {
        onSuccess: () => {
          setNotice({ text: t('admin.suspensions.done', { email: email.trim() }), tone: 'success' })
          setEmail('')
          setReason('')
        },
        onError: (error) => setNotice({ text: apiErrorText(error, t), tone: 'error' }),
      },
    )
  }

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {t('admin.suspensions.intro')}
      </p>
      <form onSubmit={onSubmit} className="grid max-w-3xl gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-email`} className={labelClasses}>
            {t('admin.moderators.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`${inputClasses} mt-1 h-11`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-days`} className={labelClasses}>
            {t('admin.suspensions.lengthLabel')}
          </label>
          <select
            id={`${id}-days`}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className={`${inputClasses} mt-1 h-11`}
          >
            {SUSPENSION_DAYS.map((d) => (
              <option key={String(d)} value={d === null ? 'lifted' : String(d)}>
                {d === null
                  ? t('admin.suspensions.untilLifted')
                  : t('admin.suspensions.days', { count: d })}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-reason`} className={labelClasses}>
            {t('admin.suspensions.reasonLabel')}
          </label>
          <input
            id={`${id}-reason`}
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={`${inputClasses} mt-1 h-11`}
          />
        </div>
        <div>
          <button
            type="submit"
            disabled={suspend.isPending}
            className={buttonClasses('primary', 'md', 'h-11')}
          >
            {t('admin.suspensions.suspend')}
          </button>
        </div>
      </form>
      <NoticeRegion notice={notice} />
      <QueueList
        query={query}
        label={t('admin.tabs.suspensions')}
        empty={t('admin.suspensions.empty')}
      >
        {(s) => (
          <PersonRow
            key={s.suspensionId}
            name={s.name}
            email={s.email}
            about={
              <>
                {s.until
                  ? t('admin.suspensions.until', { when: formatWhen(s.until, language) })
                  : t('admin.suspensions.untilLifted')}{' '}
                · {t('admin.suspensions.by', { by: s.createdBy })}
              </>
            }
            action={{
              label: t('admin.suspensions.lift'),
              describedLabel: t('admin.suspensions.liftNamed', { name: s.name || s.email }),
              pending: lift.isPending,
              onClick: () =>
                lift.mutate(s.suspensionId, {
                  onError: (error) => setNotice({ text: apiErrorText(error, t), tone: 'error' }),
                }),
            }}
          >
            <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-100">
              {s.reason}
            </p>
          </PersonRow>
        )}
      </QueueList>
    </div>
  )
}
