// One part of the account page: a card with a heading and a line saying what it is for.
import { useId, type ReactNode } from 'react'
import { cardClasses } from '../../../components/ui/button-styles'

export function SectionCard({
  title,
  intro,
  tone = 'plain',
  children,
}: {
  title: string
  intro?: string
  /** 'danger' for deleting the account. */
  tone?: 'plain' | 'danger'
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`${cardClasses} p-5 sm:p-6 ${tone === 'danger' ? 'border-red-200 dark:border-red-500/40' : ''}`}
    >
      <h2
        id={headingId}
        className={`text-xl font-bold tracking-tight ${tone === 'danger' ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-white'}`}
      >
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

export const dangerButtonClasses =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:hover:bg-red-400'
