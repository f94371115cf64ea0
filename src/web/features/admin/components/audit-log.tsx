// The audit trail (decision 010): which administrator did what to which item, and when.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { useAuditLog } from '../api/get-audit-log'
import { AdminTable, adminCellClasses, EmptyState, formatWhen, QueryView } from './admin-ui'

// Below 640px each entry stacks (who, what, when) instead of a table wider than the phone.
const cellClasses = adminCellClasses(true)

export function AuditLog() {
  const { t, language } = useTranslation()
  const query = useAuditLog()
  return (
    <QueryView query={query}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState>{t('admin.audit.empty')}</EmptyState>
        ) : (
          <AdminTable
            stacked
            headings={[t('admin.audit.who'), t('admin.audit.what'), t('admin.audit.when')]}
          >
            {entries.map((entry, index) => (
              <tr
                key={`${entry.createdAt}-${entry.targetId}-${index}`}
                className="block py-2 sm:table-row sm:py-0"
              >
                <td className={`${cellClasses} break-all text-slate-800 dark:text-slate-100`}>
                  {/* A member deleting their own account is recorded by id alone. */}
                  {entry.adminEmail || t('admin.audit.member')}
                </td>
                <td className={`${cellClasses} text-slate-700 dark:text-slate-200`}>
                  <span className="font-semibold capitalize">{entry.action}</span>{' '}
                  {entry.targetType}{' '}
                  <code className="text-xs break-all text-slate-500 dark:text-slate-400">
                    {entry.targetId}
                  </code>
                  {entry.detail ? (
                    <span className="mt-0.5 block break-words text-slate-600 dark:text-slate-300">
                      {entry.detail}
                    </span>
                  ) : null}
                </td>
                <td
                  className={`${cellClasses} whitespace-nowrap text-slate-500 dark:text-slate-400`}
                >
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt, language)}</time>
                </td>
              </tr>
            ))}
          </AdminTable>
        )
      }
    </QueryView>
  )
}
