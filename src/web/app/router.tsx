// The routes of the site (docs/product.md). Every page is its own chunk, loaded on first visit; the
// server render loads it too, and names it (`handle.module`) so the page can ask for it early.
import { matchRoutes, type RouteObject } from 'react-router'
import { RootErrorBoundary } from './layout/root-error-boundary'
import { RootLayout } from './layout/root-layout'
import type { PageHandle, PagePrefetch } from './page-data'

type PageModule = { default: React.ComponentType; prefetch?: PagePrefetch }
const page = (name: string, load: () => Promise<PageModule>) => async () => {
  const loaded = await load()
  const handle: PageHandle = { prefetch: loaded.prefetch, module: `pages/${name}.tsx` }
  return { Component: loaded.default, handle }
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page('landing', () => import('../pages/landing')) },
      { path: 'home', lazy: page('landing', () => import('../pages/landing')) },
      {
        path: 'home/:courseId/:courseName?',
        lazy: page('course-detail', () => import('../pages/course-detail')),
      },
      { path: 'all-courses', lazy: page('all-courses', () => import('../pages/all-courses')) },
      {
        path: 'govt-exam-courses',
        lazy: page('govt-exam-courses', () => import('../pages/govt-exam-courses')),
      },
      {
        path: 'termsAndConditions',
        lazy: page('terms-and-conditions', () => import('../pages/terms-and-conditions')),
      },
      { path: 'community', lazy: page('community', () => import('../pages/community')) },
      { path: 'addcourse', lazy: page('add-course', () => import('../pages/add-course')) },
      { path: 'contact-us', lazy: page('contact-us', () => import('../pages/contact-us')) },
      {
        path: 'course-comparison',
        lazy: page('course-comparison', () => import('../pages/course-comparison')),
      },
      { path: 'sign-in', lazy: page('sign-in', () => import('../pages/sign-in')) },
      { path: 'my-courses', lazy: page('my-courses', () => import('../pages/my-courses')) },
      { path: 'admin', lazy: page('admin', () => import('../pages/admin')) },
      { path: '*', lazy: page('not-found', () => import('../pages/not-found')) },
    ],
  },
]

/**
 * Loads the page chunks of `pathname` into `routes` before a server-rendered page is hydrated, so the
 * first client render has the page the server rendered (a lazy route would render nothing first).
 */
export async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}
