// The heading of a My Courses section: an icon, the title and, beside it, a count or nothing.
import type { ReactNode } from 'react'

export function SectionHeading({
  id,
  icon,
  title,
  children,
}: {
  id: string
  icon: ReactNode
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <span
        className="flex h-9 w-9 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </div>
  )
}
