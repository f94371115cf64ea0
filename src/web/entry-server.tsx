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

export function createPageRenderer(api: PageApi): PageRenderer {
  // Every server render reads as an anonymous visitor: the one transport serves all of them.
  setServerApiTransport(api)

  return {
    async render(url) {
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
      const state = serializeServerState({ renderedAt, queries: dehydrateQueries(queryClient) })
      const head: RenderHead = {}
      const app = (
        <AppShell queryClient={queryClient} renderContext={{ renderedAt, head }}>
          <RouterProvider router={router}>
            <AppRoutes />
          </RouterProvider>
        </AppShell>
      )
      return new Promise<RenderedPage>((resolve, reject) => {
        const stream = renderToPipeableStream(app, {
          onShellReady() {
            resolve({
              status,
              title: head.title ?? documentTitle(undefined),
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
