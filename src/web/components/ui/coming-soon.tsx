// The placeholder body of a route whose real screen arrives in a later issue.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title'
import { buttonClasses, cardClasses } from './button-styles'
import { Container } from './container'

export function ComingSoon({
  title,
  text,
  icon,
}: {
  title: string
  text: string
  icon?: ReactNode
}) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <Container className="py-16 sm:py-24">
      <div className={`${cardClasses} mx-auto max-w-2xl px-6 py-12 text-center sm:px-12`}>
        {icon ? (
          <div className="mx-auto mb-6 flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
            {icon}
          </div>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{text}</p>
        <p
          role="status"
          className="mx-auto mt-8 inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-800 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30"
        >
          <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
          {t('pages.comingSoon')}
        </p>
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          {t('pages.comingSoonText')}
        </p>
        <Link to="/all-courses" className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('pages.browseCourses')}
        </Link>
      </div>
    </Container>
  )
}
