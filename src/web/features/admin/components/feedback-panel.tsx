// 'Recommendations': how learners answered 'Was this helpful?', per recommender (the offline one,
// Gemini, an OpenAI-compatible model), so the team sees which one serves learners best.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { useFeedbackCounts } from '../api/get-feedback'
import { EmptyState, QueryView } from './admin-ui'

const cellClasses = 'px-4 py-2.5 text-left'
const PROVIDERS = ['embedded', 'gemini', 'openai-compatible'] as const
const isProvider = (name: string): name is (typeof PROVIDERS)[number] =>
  PROVIDERS.some((p) => p === name)

export function FeedbackPanel() {
  const { t } = useTranslation()
  const query = useFeedbackCounts()
  return (
    <QueryView query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>{t('admin.feedback.empty')}</EmptyState>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('admin.feedback.caption')}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
                <tr>
                  <th scope="col" className={cellClasses}>
                    {t('admin.feedback.recommender')}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t('admin.feedback.helpful')}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t('admin.feedback.notHelpful')}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t('admin.feedback.share')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
                {rows.map((row) => {
                  const total = row.helpful + row.notHelpful
                  return (
                    <tr key={row.provider}>
                      <th
                        scope="row"
                        className={`${cellClasses} font-semibold text-slate-900 dark:text-white`}
                      >
                        {isProvider(row.provider)
                          ? t(`admin.feedback.providers.${row.provider}`)
                          : row.provider}
                      </th>
                      <td className={cellClasses}>{row.helpful}</td>
                      <td className={cellClasses}>{row.notHelpful}</td>
                      <td className={cellClasses}>
                        {total ? `${Math.round((row.helpful / total) * 100)}%` : '–'}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryView>
  )
}
