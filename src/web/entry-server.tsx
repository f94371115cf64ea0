// The server's entry into the web app (docs/decisions/019-server-rendering.md): renders a page with
// its data into HTML, streamed, for the server to wrap in the built index.html. The page's queries
// are fetched first, straight from the server's own API routes as an anonymous visitor, and handed
// to the browser with the HTML so that hydration starts from the same data.
import { renderToPipeableStream } from 'react-dom/server'
import type { PageApi, PageRenderer, RenderedPage } from '../domain/page-render'
import { AppShell } from './app/app'
import { createQueryClient } from './app/provider'
import { AppRoutes, loadRoutesOf, matchPage, pageHandle } from './app/router'
import { dehydrateQueries, serializeServerState } from './app/server-state'
import { setServerApiTransport } from './lib/api-client'
import type { RenderHead } from './lib/render-context'
import { createMemoryRouter, RouterProvider } from './lib/router'
import { documentTitle } from './lib/use-document-title'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/languages'
import { addTranslations, catalogueOf } from './lib/i18n'
import { coreMessages } from './lib/i18n/messages/en/core'
import { hi } from './lib/i18n/messages/hi'

// The server renders every language, so it holds every catalogue whole.
addTranslations('en', coreMessages)
addTranslations('hi', hi)
const CORE_SECTIONS = Object.keys(coreMessages)

/**
 * The texts the browser gets with the page: the core sections, which any page may show, and in a
 * language other than English the page's own sections that the render read (English ones come with
 * the page's code). The bundle carries no core texts, so a page's script is the same in every
 * language (docs/decisions/023-pages-in-two-languages.md).
 */
function textsToSend(language: Language, used: Set<string>) {
  const catalogue = catalogueOf(language) as Record<string, unknown>
  const names = language === DEFAULT_LANGUAGE ? CORE_SECTIONS : [...CORE_SECTIONS, ...used]
  return Object.fromEntries(
    [...new Set(names)].filter((n) => n in catalogue).map((n) => [n, catalogue[n]]),
  )
}

export function createPageRenderer(api: PageApi): PageRenderer {
  // Every server render reads as an anonymous visitor: the one transport serves all of them.
  setServerApiTransport(api)

  return {
    async render(url, options = {}) {
      const language = isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE
      const { pathname, search, hash } = new URL(url, 'http://localhost')
      // A router that stays at this address: the server render never navigates.
      const router = createMemoryRouter(pathname + search + hash)
      const { route, params } = matchPage(pathname)
      await loadRoutesOf(pathname)
      const handle = pageHandle(route)
      const queryClient = createQueryClient({ forServer: true })
      const request = { params, search: new URLSearchParams(search) }
      const status = Math.max(200, (await handle.prefetch?.(queryClient, request)) ?? 200)
      const modules = [handle.module]
      const renderedAt = Date.now()
      const queries = dehydrateQueries(queryClient)
      const head: RenderHead = {}
      const usedSections = new Set<string>()
      const app = (
        <AppShell
          queryClient={queryClient}
          renderContext={{ renderedAt, head }}
          language={language}
          usedSections={usedSections}
        >
          <RouterProvider router={router}>
            <AppRoutes />
          </RouterProvider>
        </AppShell>
      )
      return new Promise<RenderedPage>((resolve, reject) => {
        const stream = renderToPipeableStream(app, {
          // Never a boundary sent apart for its size (React would outline one past 12,800 bytes,
          // as a hidden copy and an inline script to move it, which the pages' CSP refuses): a
          // part hydrated later (lib/later-part.tsx) is a large boundary, and its HTML belongs in
          // the page.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            // The shell is the whole page (nothing suspends), so every text it reads is known now.
            const messages = textsToSend(language, usedSections)
            const state = serializeServerState({
              renderedAt,
              queries,
              language,
              messages,
              eventId: options.eventId,
            })
            resolve({
              status,
              language,
              title: head.title ?? documentTitle(undefined),
              description: catalogueOf(language).brand?.description,
              state,
              modules,
              pipe: (destination) => stream.pipe(destination as NodeJS.WritableStream),
              abort: () => stream.abort(),
            })
          },
          onShellError: reject,
          onError(error) {
            console.error(`Rendering ${url} failed`, error)
          },
        })
      })
    },
  }
}
