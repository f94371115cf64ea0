// Starts the app in the browser. A page the server rendered (it carries the server's state) is
// hydrated: its queries go into the cache and its page chunk is loaded first, so the first render
// matches the HTML and nothing is fetched twice. Without that state (the Vite dev server) the app
// renders from scratch, its page chunk loaded first too.
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { DEFAULT_LANGUAGE } from '../../domain/languages'
import { addTranslations, setPageLanguage } from '../lib/i18n'
import { createBrowserRouter } from '../lib/router'
import { startLiveEventsAt } from '../lib/event-stream'
import { App } from './app'
import { createQueryClient } from './provider'
import { loadRoutesOf } from './router'
import { hydrateQueries, readServerState } from './server-state'

export async function startApp(container: HTMLElement) {
  const state = readServerState(container.ownerDocument)
  const language = state?.language ?? DEFAULT_LANGUAGE
  setPageLanguage(language)
  if (state?.messages) addTranslations(language, state.messages)
  // Without the server's state (the Vite dev server) the core texts come as a chunk.
  else addTranslations(language, (await import('../lib/i18n/messages/en/core')).coreMessages)
  const queryClient = createQueryClient()
  // The page's streams start from the state it was rendered at, so that a change made while the
  // page loaded and hydrated still reaches it (docs/decisions/044-numbered-change-events.md).
  startLiveEventsAt(state?.eventId, () => void queryClient.invalidateQueries())
  await loadRoutesOf(window.location.pathname)
  // The router loads the next page's chunk before it shows it (docs/decisions/020-small-router.md).
  const router = createBrowserRouter({ prepare: loadRoutesOf })
  if (!state) {
    const root = createRoot(container)
    root.render(<App router={router} queryClient={queryClient} renderContext={{}} />)
    return { root, router, queryClient }
  }
  hydrateQueries(queryClient, state.queries)
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long task a slow phone feels as a frozen page).
  let root!: Root
  startTransition(() => {
    root = hydrateRoot(
      container,
      <App
        router={router}
        queryClient={queryClient}
        renderContext={{ renderedAt: state.renderedAt }}
        language={language}
      />,
      {
        // A page that hydrated differently from the server's HTML is a bug: say so where tests look.
        onRecoverableError: (error, info) =>
          console.error('Hydrating the page failed:', error, info.componentStack),
      },
    )
  })
  return { root, router, queryClient }
}
