// The routes of SPEC section 2. Every page is its own chunk, loaded on first visit.
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RootErrorBoundary } from './layout/root-error-boundary'
import { RootLayout } from './layout/root-layout'

type PageModule = { default: React.ComponentType }
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
})

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import('../pages/landing')) },
      { path: 'home', lazy: page(() => import('../pages/landing')) },
      { path: 'home/:courseId/:courseName?', lazy: page(() => import('../pages/course-detail')) },
      { path: 'all-courses', lazy: page(() => import('../pages/all-courses')) },
      { path: 'govt-exam-courses', lazy: page(() => import('../pages/govt-exam-courses')) },
      { path: 'termsAndConditions', lazy: page(() => import('../pages/terms-and-conditions')) },
      { path: 'community', lazy: page(() => import('../pages/community')) },
      { path: 'addcourse', lazy: page(() => import('../pages/add-course')) },
      { path: 'contact-us', lazy: page(() => import('../pages/contact-us')) },
      { path: 'course-comparison', lazy: page(() => import('../pages/course-comparison')) },
      { path: 'sign-in', lazy: page(() => import('../pages/sign-in')) },
      { path: 'my-courses', lazy: page(() => import('../pages/my-courses')) },
      { path: 'admin', lazy: page(() => import('../pages/admin')) },
      { path: '*', lazy: page(() => import('../pages/not-found')) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
