// The newsletter list: how many, a CSV download, and the addresses with their dates.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { buttonClasses } from '../../../components/ui/button-styles'
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api/get-subscribers'
import { AdminTable, adminCellClasses, EmptyState, formatWhen, QueryView } from './admin-ui'

const cell = adminCellClasses()

export function SubscribersPanel() {
  const { t, language } = useTranslation()
  const query = useSubscribers()
  return (
    <QueryView query={query}>
      {(subscribers) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('admin.subscribers.count', { count: subscribers.length })}
            </p>
            <a href={SUBSCRIBERS_CSV_URL} download className={buttonClasses('secondary', 'sm')}>
              {t('admin.subscribers.download')}
            </a>
          </div>
          {subscribers.length === 0 ? (
            <EmptyState>{t('admin.subscribers.empty')}</EmptyState>
          ) : (
            <AdminTable headings={[t('admin.subscribers.email'), t('admin.subscribers.since')]}>
              {subscribers.map((s) => (
                <tr key={s.email}>
                  <td className={`${cell} break-all text-slate-800 dark:text-slate-100`}>
                    {s.email}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-slate-500 dark:text-slate-400`}>
                    <time dateTime={s.confirmedAt}>{formatWhen(s.confirmedAt, language)}</time>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
      )}
    </QueryView>
  )
}
