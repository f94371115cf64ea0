// The server's entry into the web app (docs/decisions/019-server-rendering.md): renders a page with
// its data into HTML, streamed, for the server to wrap in the built index.html. The page's queries
// are fetched first, straight from the server's own API routes as an anonymous visitor, and handed
// to the browser with the HTML so that hydration starts from the same data.
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { PageApi, PageRenderer, RenderedPage } from '../domain/page-render'
import './lib/i18n'
import type { PageHandle } from './app/page-data'
import { AppShell } from './app/app'
import { createQueryClient } from './app/provider'
import { routes } from './app/router'
import { dehydrateQueries, serializeServerState } from './app/server-state'
import { setServerApiTransport } from './lib/api-client'
import type { RenderHead } from './lib/render-context'
import { documentTitle } from './lib/use-document-title'

export function createPageRenderer(api: PageApi): PageRenderer {
  // Every server render reads as an anonymous visitor: the one transport serves all of them.
  setServerApiTransport(api)
  const handler = createStaticHandler(routes)

  return {
    async render(url) {
      const request = new Request(new URL(url, 'http://localhost'))
      const context = await handler.query(request)
      if (context instanceof Response) throw new Error(`No page answers ${url}`)
      const queryClient = createQueryClient({ forServer: true })
      const search = new URL(request.url).searchParams
      let status = context.statusCode
      const modules: string[] = []
      for (const match of context.matches) {
        const handle = match.route.handle as PageHandle | undefined
        if (!handle) continue
        modules.push(handle.module)
        const pageStatus = await handle.prefetch?.(queryClient, { params: match.params, search })
        if (pageStatus) status = Math.max(status, pageStatus)
      }
      const renderedAt = Date.now()
      const state = serializeServerState({ renderedAt, queries: dehydrateQueries(queryClient) })
      const head: RenderHead = {}
      const router = createStaticRouter(handler.dataRoutes, context)
      const app = (
        <AppShell queryClient={queryClient} renderContext={{ renderedAt, head }}>
          {/* hydrate={false}: the router's own inline script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
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
