// The moderators (docs/product.md#roles), for administrators: appoint a member by their e-mail,
// see who moderates and since when, end it. Administrators themselves are ADMIN_EMAILS.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { labelClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorText } from '../../../lib/api-error-text'
import { useGrantModerator, useModerators, useRevokeModerator } from '../api/moderators'
import { formatWhen, PersonRow, QueueList } from './admin-ui'

export function ModeratorsPanel() {
  const { t, language } = useTranslation()
  const id = useId()
  const query = useModerators()
  const grant = useGrantModerator()
  const revoke = useRevokeModerator()
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return
    setNotice(null)
    grant.mutate(email.trim(), {
      onSuccess: () => {
        setNotice({ text: t('admin.moderators.granted', { email: email.trim() }), tone: 'success' })
        setEmail('')
      },
      onError: (error) => setNotice({ text: apiErrorText(error, t), tone: 'error' }),
    })
  }

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {t('admin.moderators.intro')}
      </p>
      <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className={labelClasses}>
            {t('admin.moderators.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`${inputClasses} mt-1 h-11`}
          />
        </div>
        <button
          type="submit"
          disabled={grant.isPending}
          className={buttonClasses('primary', 'md', 'h-11')}
        >
          {t('admin.moderators.grant')}
        </button>
      </form>
      <NoticeRegion notice={notice} />
      <QueueList
        query={query}
        label={t('admin.tabs.moderators')}
        empty={t('admin.moderators.empty')}
      >
        {(moderator) => (
          <PersonRow
            key={moderator.userId}
            name={moderator.name}
            email={moderator.email}
            about={t('admin.moderators.since', {
              when: formatWhen(moderator.grantedAt, language),
              by: moderator.grantedBy,
            })}
            action={{
              label: t('admin.moderators.revoke'),
              describedLabel: t('admin.moderators.revokeNamed', {
                name: moderator.name || moderator.email,
              }),
              pending: revoke.isPending,
              onClick: () =>
                revoke.mutate(moderator.userId, {
                  onError: (error) => setNotice({ text: apiErrorText(error, t), tone: 'error' }),
                }),
            }}
          />
        )}
      </QueueList>
    </div>
  )
}
