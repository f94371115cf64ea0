// One term and its value in a <dl>, with an icon: the course page's facts, the contact page's office
// details. dt and dd are direct children of the group (valid dl markup); the icon sits in the dt.
import type { ReactNode } from 'react'

export function IconFact({
  icon,
  label,
  children,
  valueClassName = 'font-semibold text-slate-900 dark:text-white',
}: {
  icon: ReactNode
  label: string
  children: ReactNode
  valueClassName?: string
}) {
  return (
    <div className="relative min-h-10 min-w-0 pl-13">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <span className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={`mt-0.5 break-words ${valueClassName}`}>{children}</dd>
    </div>
  )
}
