// The reports queue (docs/product.md#moderation): reviews, posts and comments waiting for a moderator,
// the most reported first and, among equals, the longest waiting. Each row says what was said, by
// whom, how many people reported it and why; Hide (gone for everyone else) or Dismiss (kept) acts
// on it and resolves its reports, so it leaves the queue on the next visit.
import { useState } from 'react'
import { REPORT_REASONS } from '../../../../domain/reports'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import type { ReportedItem } from '../../../../domain/schemas/site'
import { FlagIcon } from '../../../components/ui/page-icons'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useReports } from '../api/get-reports'
import { useSetHidden } from '../api/set-hidden'
import { useDismissReports } from '../api/dismiss-reports'
import { formatWhen, QueueList, smallButtonClasses } from './admin-ui'

const EXCERPT = 220
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text

function ReportRow({ item }: { item: ReportedItem }) {
  const { t, language } = useTranslation()
  const setHidden = useSetHidden()
  const dismiss = useDismissReports()
  const [failed, setFailed] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState(false)
  const type = t(`admin.reports.types.${item.type}`)
  const labels = { type: type.toLowerCase(), author: item.author }
  const onError = (error: unknown) => setFailed(apiErrorMessage(error, t))
  const toggle = () => {
    setFailed(null)
    setHidden.mutate({ type: item.type, id: item.id, hidden: !item.hidden }, { onError })
  }
  const onDismiss = () => {
    setFailed(null)
    dismiss.mutate(
      { type: item.type, id: item.id },
      { onSuccess: () => setDismissed(true), onError },
    )
  }
  const quiet = item.hidden || dismissed
  return (
    <li
      className={`rounded-xl border p-4 sm:p-5 ${
        quiet
          ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">
          {type}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-700 dark:bg-red-500/15 dark:text-red-200">
          <FlagIcon className="h-3.5 w-3.5" />
          <span className="sr-only">{t('admin.reports.reports')}: </span>
          {item.reports}
        </span>
        {REPORT_REASONS.filter((reason) => item.reasons[reason] > 0).map((reason) => (
          <span
            key={reason}
            className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-200"
          >
            {t(`admin.reports.reasons.${reason}`)} × {item.reasons[reason]}
          </span>
        ))}
        <span
          className={`rounded-full px-2.5 py-0.5 font-semibold ${
            quiet
              ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
              : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-200'
          }`}
        >
          {dismissed
            ? t('admin.reports.dismissed')
            : item.hidden
              ? t('admin.reports.hidden')
              : t('admin.reports.visible')}
        </span>
      </div>
      <p
        className={`mt-3 text-sm break-words whitespace-pre-line ${
          quiet ? 'text-slate-500 dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'
        }`}
      >
        {excerpt(item.text)}
      </p>
      {item.details.length > 0 ? (
        <ul
          aria-label={t('admin.reports.detailsLabel')}
          className="mt-3 space-y-1 border-l-2 border-amber-300 pl-3 text-sm text-slate-600 dark:border-amber-500/50 dark:text-slate-300"
        >
          {item.details.map((detail, index) => (
            <li key={index} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {item.author} ·{' '}
          <time dateTime={item.createdAt}>{formatWhen(item.createdAt, language)}</time> ·{' '}
          {t('admin.reports.firstReported', {
            when: formatWhen(item.firstReportedAt, language),
          })}
        </p>
        {dismissed ? null : (
          <div className="flex flex-wrap gap-2">
            {item.hidden ? null : (
              <button
                type="button"
                onClick={onDismiss}
                disabled={dismiss.isPending}
                aria-label={t('admin.reports.dismissLabel', labels)}
                className={`${smallButtonClasses} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
              >
                {t('admin.reports.dismiss')}
              </button>
            )}
            <button
              type="button"
              onClick={toggle}
              disabled={setHidden.isPending}
              aria-label={t(
                item.hidden ? 'admin.reports.unhideLabel' : 'admin.reports.hideLabel',
                labels,
              )}
              className={`${smallButtonClasses} ${
                item.hidden
                  ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                  : 'bg-slate-900 text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200'
              }`}
            >
              {item.hidden ? t('admin.reports.unhide') : t('admin.reports.hide')}
            </button>
          </div>
        )}
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
    </li>
  )
}

export function ReportedContent() {
  const { t } = useTranslation()
  return (
    <QueueList
      query={useReports()}
      label={t('admin.reports.queueLabel')}
      empty={t('admin.reports.empty')}
    >
      {(item) => <ReportRow key={`${item.type}-${item.id}`} item={item} />}
    </QueueList>
  )
}
