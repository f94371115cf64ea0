// The narrow card of the pages a mailed link opens (forgot password, new password, confirm the
// address, the newsletter's confirm and unsubscribe): the
// page's heading, its state and its links, centred.
import type { ReactNode } from 'react'
import { cardClasses } from './button-styles'
import { PageHeading } from './page-heading'

export const textLinkClasses =
  'rounded font-semibold text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300'

const TONES = {
  neutral: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  success: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  problem: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
} as const

export function StatusCard({
  icon,
  tone = 'neutral',
  title,
  intro,
  children,
}: {
  icon: ReactNode
  tone?: keyof typeof TONES
  /** The page's h1 and tab title, in this state. */
  title: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className={`${cardClasses} p-6 sm:p-8`}>
        <div
          aria-hidden="true"
          className={`mb-5 flex h-12 w-12 items-center justify-center rounded-xl ${TONES[tone]}`}
        >
          {icon}
        </div>
        <PageHeading variant="card" title={title} intro={intro} />
        {children}
      </div>
    </div>
  )
}
