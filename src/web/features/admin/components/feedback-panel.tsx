// 'Recommendations': how learners answered 'Was this helpful?', per recommender (the offline one,
// Gemini, an OpenAI-compatible model), so the team sees which one serves learners best.
import { isRecommender } from '../../../../domain/recommendation'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { useFeedbackCounts } from '../api/get-feedback'
import { AdminTable, adminCellClasses, EmptyState, QueryView } from './admin-ui'

const cell = adminCellClasses()

export function FeedbackPanel() {
  const { t } = useTranslation()
  const query = useFeedbackCounts()
  return (
    <QueryView query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>{t('admin.feedback.empty')}</EmptyState>
        ) : (
          <AdminTable
            caption={t('admin.feedback.caption')}
            headings={[
              t('admin.feedback.recommender'),
              t('admin.feedback.helpful'),
              t('admin.feedback.notHelpful'),
              t('admin.feedback.share'),
            ]}
          >
            {rows.map((row) => {
              const total = row.helpful + row.notHelpful
              return (
                <tr key={row.provider}>
                  <th
                    scope="row"
                    className={`${cell} font-semibold text-slate-900 dark:text-white`}
                  >
                    {isRecommender(row.provider)
                      ? t(`admin.feedback.providers.${row.provider}`)
                      : row.provider}
                  </th>
                  <td className={cell}>{row.helpful}</td>
                  <td className={cell}>{row.notHelpful}</td>
                  <td className={cell}>
                    {total ? `${Math.round((row.helpful / total) * 100)}%` : '–'}
                  </td>
                </tr>
              )
            })}
          </AdminTable>
        )
      }
    </QueryView>
  )
}
