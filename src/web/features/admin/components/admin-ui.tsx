// Small pieces every admin panel shares: the loading / failed / empty states and dates.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { buttonClasses } from '../../../components/ui/button-styles'
import { apiErrorText } from '../../../lib/api-error-text'

export { formatWhen } from '../../../lib/format-when'

export const smallButtonClasses =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:outline-indigo-400'

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  )
}

/** Renders the list once it has loaded; meanwhile a loading line, or the failure with a retry. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
        {t('admin.loading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30"
      >
        <p>
          <span className="font-semibold">{t('admin.loadFailed')}</span>{' '}
          {apiErrorText(query.error, t)}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('admin.retry')}
        </button>
      </div>
    )
  }
  return <>{children(query.data)}</>
}

/** A queue's list once loaded (each item from `children`), or its empty state. */
export function QueueList<T>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>
  /** Names the list for assistive technology (and tests). */
  label: string
  empty: string
  children: (item: T) => ReactNode
}) {
  return (
    <QueryView query={query}>
      {(items) =>
        items.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul className="space-y-3" aria-label={label}>
            {items.map(children)}
          </ul>
        )
      }
    </QueryView>
  )
}
