// The /admin page: administrators see thirteen panels behind tabs, moderators the reported content,
// the added courses, the exams, review bursts and suspensions (the server answers 403 to everyone else and checks every action again). The
// open tab is in the URL (?tab=) so a reload keeps it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { Link, useSearchParams } from '../../../lib/router'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { ShieldIcon } from '../../../components/ui/icons'
import { useSession } from '../../../lib/session'
import { AdminCourses } from './admin-courses'
import { AuditLog } from './audit-log'
import { CatalogueImport } from './catalogue-import'
import { ContactMessages } from './contact-messages'
import { FeedbackPanel } from './feedback-panel'
import { CourseSubmissions } from './course-submissions'
import { ModeratorsPanel } from './moderators-panel'
import { ReportedContent } from './reported-content'
import { SuspensionsPanel } from './suspensions-panel'
import { SourcesPanel } from './sources-panel'
import { ExamsPanel } from './exams-panel'
import { ReviewBurstsPanel } from './review-bursts-panel'
import { SubscribersPanel } from './subscribers-panel'
import { useSignInPath } from '../../../lib/use-sign-in-path'

const ADMIN_TABS = [
  'reports',
  'submissions',
  'courses',
  'import',
  'sources',
  'exams',
  'bursts',
  'contact',
  'subscribers',
  'suspensions',
  'moderators',
  'feedback',
  'audit',
] as const
type Tab = (typeof ADMIN_TABS)[number]
const MODERATOR_TABS: readonly Tab[] = ['reports', 'submissions', 'exams', 'bursts', 'suspensions']

const PANELS: Record<Tab, () => ReactNode> = {
  reports: () => <ReportedContent />,
  submissions: () => <CourseSubmissions />,
  courses: () => <AdminCourses />,
  import: () => <CatalogueImport />,
  sources: () => <SourcesPanel />,
  exams: () => <ExamsPanel />,
  bursts: () => <ReviewBurstsPanel />,
  contact: () => <ContactMessages />,
  subscribers: () => <SubscribersPanel />,
  moderators: () => <ModeratorsPanel />,
  suspensions: () => <SuspensionsPanel />,
  feedback: () => <FeedbackPanel />,
  audit: () => <AuditLog />,
}

function Gate({ text, signIn }: { text: string; signIn: boolean }) {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  return (
    <div className={`${cardClasses} mx-auto mt-8 max-w-xl px-6 py-10 text-center`}>
      <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <ShieldIcon className="h-6 w-6" />
      </div>
      <p className="font-medium text-slate-800 dark:text-slate-100">{text}</p>
      {signIn ? (
        <Link to={signInHref} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('admin.signIn')}
        </Link>
      ) : null}
    </div>
  )
}

export function AdminDashboard() {
  const { t } = useTranslation()
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  const asked = params.get('tab')
  const TABS = session.isAdmin ? ADMIN_TABS : MODERATOR_TABS
  const current: Tab = TABS.find((tab) => tab === asked) ?? 'reports'

  // On a phone the tab row scrolls sideways: keep the open tab in view (e.g. after a reload).
  useEffect(() => {
    tabRefs.current[current]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [current, session.isAdmin])

  if (session.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
        {t('admin.loading')}
      </p>
    )
  }
  if (!session.isLoggedIn) return <Gate text={t('admin.signInPrompt')} signIn />
  if (!session.isModerator) return <Gate text={t('admin.forbidden')} signIn={false} />

  const choose = (tab: Tab) => setParams({ tab }, { replace: true })

  // The tabs pattern: arrow keys, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(current)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    choose(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={t('admin.sections')}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {TABS.map((tab) => {
          const selected = tab === current
          return (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node
              }}
              id={`admin-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`admin-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 ${
                selected
                  ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white'
              }`}
            >
              {t(`admin.tabs.${tab}`)}
            </button>
          )
        })}
      </div>
      <div
        id={`admin-panel-${current}`}
        role="tabpanel"
        aria-labelledby={`admin-tab-${current}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-none"
      >
        <h2 className="sr-only">{t(`admin.tabs.${current}`)}</h2>
        {PANELS[current]()}
      </div>
    </div>
  )
}
