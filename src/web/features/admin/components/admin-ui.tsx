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

/** A row's secondary action (Revoke, Lift, Reply). */
export const smallOutlineButtonClasses = `${smallButtonClasses} border border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`

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

const cellClasses = 'px-4 py-2.5 text-left'
// Below 640px each row stacks its cells instead of a table wider than the phone.
const stackedCellClasses = 'block px-4 py-0.5 text-left align-top sm:table-cell sm:py-2.5'

/** The classes of an AdminTable's cells (stacked or not, as the table). */
export const adminCellClasses = (stacked = false) => (stacked ? stackedCellClasses : cellClasses)

/**
 * An admin list as a table: its frame, a caption for assistive technology, the column headings and
 * the rows (`children`, cells classed with adminCellClasses). A `stacked` table shows each row as
 * a block below 640px, its headings hidden.
 */
export function AdminTable({
  caption,
  headings,
  stacked = false,
  children,
}: {
  caption?: string
  headings: string[]
  stacked?: boolean
  children: ReactNode
}) {
  const cell = adminCellClasses(stacked)
  return (
    <div
      className={`${stacked ? 'overflow-hidden' : 'overflow-x-auto'} rounded-xl border border-slate-200 dark:border-slate-800`}
    >
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead
          className={`${stacked ? 'hidden sm:table-header-group' : ''} bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400`}
        >
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {children}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A person in an admin list (a moderator, a suspended member): their name, their address with what
 * `about` says, anything below it, and the one action the list offers (Revoke, Lift).
 */
export function PersonRow({
  name,
  email,
  about,
  children,
  action,
}: {
  name: string | null
  email: string
  about: ReactNode
  children?: ReactNode
  action: { label: string; describedLabel: string; pending: boolean; onClick: () => void }
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900 dark:text-white">{name || email}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {/* Only the address may break anywhere; a date keeps its words whole. */}
          <span className="break-all">{email}</span> · {about}
        </p>
        {children}
      </div>
      <button
        type="button"
        disabled={action.pending}
        onClick={action.onClick}
        className={smallOutlineButtonClasses}
        aria-label={action.describedLabel}
      >
        {action.label}
      </button>
    </li>
  )
}
