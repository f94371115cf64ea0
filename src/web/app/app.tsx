import { StrictMode, useEffect, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages'
import { catalogueOf, I18nProvider } from '../lib/i18n'
import { RouterProvider, type Router } from '../lib/router'
import { RenderContextProvider, type RenderContextValue } from '../lib/render-context'
import { replayEarlyInput, sendHeldSubmit } from '../lib/early-input'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

/**
 * Marks <html data-hydrated> once the app runs: the page now reacts to clicks (tests wait for it).
 * What was typed into the server's HTML before that is handed to the app, and a form sent before
 * it is sent now (lib/early-input.ts).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    replayEarlyInput(document)
    sendHeldSubmit(window)
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
  language = DEFAULT_LANGUAGE,
  usedSections,
  children,
}: {
  queryClient: QueryClient
  renderContext: RenderContextValue
  /** The page's language, chosen by the server. */
  language?: Language | undefined
  /** The server's render collects the catalogue sections it reads here. */
  usedSections?: Set<string> | undefined
  children: ReactNode
}) {
  return (
    <StrictMode>
      <I18nProvider language={language} messages={catalogueOf(language)} used={usedSections}>
        <RenderContextProvider value={renderContext}>
          <AppProvider queryClient={queryClient}>
            {children}
            <HydratedMark />
          </AppProvider>
        </RenderContextProvider>
      </I18nProvider>
    </StrictMode>
  )
}

/** The app in the browser: the tree the server renders, with a live router. */
export function App({
  router,
  queryClient,
  renderContext,
  language,
}: {
  router: Router
  queryClient: QueryClient
  renderContext: RenderContextValue
  language?: Language | undefined
}) {
  return (
    <AppShell queryClient={queryClient} renderContext={renderContext} language={language}>
      <RouterProvider router={router}>
        <AppRoutes />
      </RouterProvider>
    </AppShell>
  )
}
