import { StrictMode, useEffect, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, type Router } from '../lib/router'
import { RenderContextProvider, type RenderContextValue } from '../lib/render-context'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

/** Marks <html data-hydrated> once the app runs: the page now reacts to clicks (tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/**
 * Everything around the router, the same on the server (entry-server.tsx) and in the browser:
 * hydration needs the two trees to have one shape (useId counts on it).
 */
export function AppShell({
  queryClient,
  renderContext,
  children,
}: {
  queryClient: QueryClient
  renderContext: RenderContextValue
  children: ReactNode
}) {
  return (
    <StrictMode>
      <RenderContextProvider value={renderContext}>
        <AppProvider queryClient={queryClient}>
          {children}
          <HydratedMark />
        </AppProvider>
      </RenderContextProvider>
    </StrictMode>
  )
}

/** The app in the browser: the tree the server renders, with a live router. */
export function App({
  router,
  queryClient,
  renderContext,
}: {
  router: Router
  queryClient: QueryClient
  renderContext: RenderContextValue
}) {
  return (
    <AppShell queryClient={queryClient} renderContext={renderContext}>
      <RouterProvider router={router}>
        <AppRoutes />
      </RouterProvider>
    </AppShell>
  )
}
