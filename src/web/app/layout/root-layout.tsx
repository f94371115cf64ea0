// Every page: skip link, header, main, footer. Shows a thin progress bar while a code-split page loads.
import { useTranslation } from '../../lib/i18n'
import { ScrollRestoration, useNavigationPending, type Location } from '../../lib/router'
import { Footer } from './footer'
import { Header } from './header'
import { PageNotice } from './page-notice'
import { SuspensionNotice } from './suspension-notice'
import { VerifyEmailSlot } from './verify-email-slot'
// PageHeading and useDocumentTitle load with the app, as the core messages do: every page titles
// itself with them, and as chunks of their own they cost each page a request and more bytes than
// they add to the entry.
import '../../components/ui/page-heading'

export const MAIN_ID = 'main-content'

export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skipToContent')}
    </a>
  )
}

function NavigationProgress() {
  const { t } = useTranslation()
  // The router keeps the old page on screen while the next page's code loads.
  if (!useNavigationPending()) return null
  return (
    <div
      role="progressbar"
      aria-label={t('nav.loadingPage')}
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-indigo-100 dark:bg-indigo-950"
    >
      <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
    </div>
  )
}

export function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  )
}

/**
 * Where ScrollRestoration files a page's scroll position: by the history entry's key. Every entry
 * opened by a full page load (typed URL, link from another site, new tab) has none (null), and
 * filing them all under one key brought a position saved when one such page was left back on the
 * next full load of any page in the tab. Those entries are keyed by their URL instead: a reload
 * still comes back to where it was, another page starts at the top.
 */
export function scrollRestorationKey(location: Location): string {
  return location.key ?? `url:${location.pathname}${location.search}`
}

export function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <PageFrame>
        <PageNotice />
        <SuspensionNotice />
        {children}
      </PageFrame>
      <VerifyEmailSlot />
      <ScrollRestoration getKey={scrollRestorationKey} />
    </>
  )
}
