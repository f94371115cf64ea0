// The routes of the site (docs/product.md). Every page is its own chunk, loaded on first visit: the
// router waits for it before it shows the page, so the old page stays until then
// (docs/decisions/020-small-router.md). The server render loads it too, and names it
// (`handle.module`) so the page can ask for it early.
import type { ComponentType } from 'react'
import {
  matchPath,
  Route,
  RouteErrorBoundary,
  Switch,
  useLocation,
  type Params,
} from '../lib/router'
import { RootErrorBoundary } from './layout/root-error-boundary'
import { RootLayout } from './layout/root-layout'
import type { PageHandle, PagePrefetch } from '../lib/page-data'
import { loadTranslations } from '../lib/i18n'

type PageModule = { default: ComponentType; prefetch?: PagePrefetch }

/** A page's chunk: loaded once, on the first navigation to it (again after a failed load). */
type LazyPage = {
  module: string
  loaded: PageModule | undefined
  failed: unknown
  loading: Promise<void> | undefined
  /** Loads the chunk; nothing when it is already here, so a navigation to it commits at once. */
  load(): Promise<void> | undefined
}

function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
  const page: LazyPage = {
    module: `pages/${name}.tsx`,
    loaded: undefined,
    failed: undefined,
    loading: undefined,
    load() {
      if (page.loaded) return undefined
      page.loading ??= load().then(
        (loaded) => {
          page.loaded = loaded
          page.failed = undefined
        },
        (error: unknown) => {
          // Shown by the error page; the next navigation here tries again.
          page.failed = error
          page.loading = undefined
        },
      )
      return page.loading
    },
  }
  return page
}

export type PageRoute = { path: string; page: LazyPage }

// In order: the first route that matches is the page. Patterns ignore case and a trailing slash.
export const routes: PageRoute[] = [
  { path: '/', page: lazyPage('landing', () => import('../pages/landing')) },
  { path: '/home', page: lazyPage('landing', () => import('../pages/landing')) },
  {
    path: '/home/:courseId/:courseName?',
    page: lazyPage('course-detail', () => import('../pages/course-detail')),
  },
  { path: '/all-courses', page: lazyPage('all-courses', () => import('../pages/all-courses')) },
  {
    path: '/govt-exam-courses',
    page: lazyPage('govt-exam-courses', () => import('../pages/govt-exam-courses')),
  },
  { path: '/exams', page: lazyPage('exams', () => import('../pages/exams')) },
  { path: '/exams/:slug', page: lazyPage('exam', () => import('../pages/exam')) },
  {
    path: '/termsAndConditions',
    page: lazyPage('terms-and-conditions', () => import('../pages/terms-and-conditions')),
  },
  { path: '/community', page: lazyPage('community', () => import('../pages/community')) },
  { path: '/addcourse', page: lazyPage('add-course', () => import('../pages/add-course')) },
  { path: '/contact-us', page: lazyPage('contact-us', () => import('../pages/contact-us')) },
  {
    path: '/course-comparison',
    page: lazyPage('course-comparison', () => import('../pages/course-comparison')),
  },
  { path: '/sign-in', page: lazyPage('sign-in', () => import('../pages/sign-in')) },
  {
    path: '/forgot-password',
    page: lazyPage('forgot-password', () => import('../pages/forgot-password')),
  },
  {
    path: '/reset-password',
    page: lazyPage('reset-password', () => import('../pages/reset-password')),
  },
  { path: '/verify-email', page: lazyPage('verify-email', () => import('../pages/verify-email')) },
  { path: '/newsletter', page: lazyPage('newsletter', () => import('../pages/newsletter')) },
  { path: '/my-courses', page: lazyPage('my-courses', () => import('../pages/my-courses')) },
  { path: '/account', page: lazyPage('account', () => import('../pages/account')) },
  { path: '/admin', page: lazyPage('admin', () => import('../pages/admin')) },
  { path: '*', page: lazyPage('not-found', () => import('../pages/not-found')) },
]

/** The page route of `pathname` and its parameters ('*' matches anything). */
export function matchPage(pathname: string): { route: PageRoute; params: Params } {
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (params) return { route, params }
  }
  throw new Error(`No route matches ${pathname}`)
}

/** What the server render needs of a loaded page: its prefetch and its chunk's source file. */
export function pageHandle(route: PageRoute): PageHandle {
  return { prefetch: route.page.loaded?.prefetch, module: route.page.module }
}

/**
 * Loads the page chunk of `pathname`: before a server-rendered page is hydrated (so the first
 * client render has the page the server rendered), before the server renders it, and before the
 * router shows a page it navigates to. Nothing when the chunk is already loaded.
 */
export function loadRoutesOf(pathname: string): Promise<void> | undefined {
  // With the page's chunk come its catalogue sections, in English; another language's follow.
  const loading = matchPage(pathname).route.page.load()
  return loading ? loading.then(() => loadTranslations()) : loadTranslations()
}

/**
 * A page, rendered from its chunk. Whatever renders a page loads its chunk first (the router before
 * it commits a navigation, startApp before hydrating, the server before rendering), so a page never
 * waits here behind a fallback; a chunk that failed to load throws, for the error page.
 */
function PageOf({ page }: { page: LazyPage }) {
  if (page.failed !== undefined) throw page.failed
  if (!page.loaded) throw new Error(`${page.module} was rendered before its chunk was loaded`)
  const Page = page.loaded.default
  return <Page />
}

const pageComponents = new Map(
  routes.map(({ page }) => [page, () => <PageOf page={page} />] as const),
)

function Pages() {
  return (
    <Switch>
      {routes.map(({ path, page }) => (
        <Route key={path} path={path} component={pageComponents.get(page)!} />
      ))}
    </Switch>
  )
}

/** Every page inside the root layout; a page that throws (or whose chunk failed) shows the error page. */
export function AppRoutes() {
  const location = useLocation()
  return (
    <RouteErrorBoundary location={location} fallback={<RootErrorBoundary />}>
      <RootLayout>
        <Pages />
      </RootLayout>
    </RouteErrorBoundary>
  )
}
