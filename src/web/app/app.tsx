import { StrictMode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, type Router } from '../lib/router'
import { RenderContextProvider, type RenderContextValue } from '../lib/render-context'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

/** The app in the browser: the same tree the server renders (entry-server.tsx), with a live router. */
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
    <StrictMode>
      <RenderContextProvider value={renderContext}>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router}>
            <AppRoutes />
          </RouterProvider>
        </AppProvider>
      </RenderContextProvider>
    </StrictMode>
  )
}
