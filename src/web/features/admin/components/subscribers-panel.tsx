// The newsletter list: how many, a CSV download, and the addresses with their dates.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { buttonClasses } from '../../../components/ui/button-styles'
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api/get-subscribers'
import { EmptyState, formatWhen, QueryView } from './admin-ui'

const cellClasses = 'px-4 py-2.5 text-left'

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
            <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
                  <tr>
                    <th scope="col" className={cellClasses}>
                      {t('admin.subscribers.email')}
                    </th>
                    <th scope="col" className={cellClasses}>
                      {t('admin.subscribers.since')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
                  {subscribers.map((s) => (
                    <tr key={s.email}>
                      <td className={`${cellClasses} break-all text-slate-800 dark:text-slate-100`}>
                        {s.email}
                      </td>
                      <td
                        className={`${cellClasses} whitespace-nowrap text-slate-500 dark:text-slate-400`}
                      >
                        <time dateTime={s.confirmedAt}>{formatWhen(s.confirmedAt, language)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </QueryView>
  )
}
