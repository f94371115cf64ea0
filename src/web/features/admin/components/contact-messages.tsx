// What people sent through the contact form, newest first, each with a reply-by-email link.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { MailIcon } from '../../../components/ui/form-icons'
import { useContactMessages } from '../api/get-contact-messages'
import { formatWhen, QueueList, smallOutlineButtonClasses } from './admin-ui'

export function ContactMessages() {
  const { t, language } = useTranslation()
  const query = useContactMessages()
  return (
    <QueueList query={query} label={t('admin.tabs.contact')} empty={t('admin.contact.empty')}>
      {(message) => (
        <li
          key={message.id}
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-white">
                {message.name}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {/* Only the address may break anywhere, as in the admin's person rows. */}
                <span className="break-all">{message.email}</span> ·{' '}
                <time dateTime={message.createdAt}>{formatWhen(message.createdAt, language)}</time>
              </p>
            </div>
            <a href={`mailto:${message.email}`} className={smallOutlineButtonClasses}>
              <MailIcon className="h-4 w-4" />
              {t('admin.contact.reply')}
            </a>
          </div>
          <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
            {message.message}
          </p>
        </li>
      )}
    </QueueList>
  )
}
