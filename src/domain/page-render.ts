// The contract between the server and the web app's server entry (src/web/entry-server.tsx, built
// by `npm run build` into dist/web-server). The server loads the built file at start-up and
// knows it only through these types, so neither side imports the other
// (docs/decisions/019-server-rendering.md).

/** A GET to the site's own API, answered in-process: the status and the parsed JSON body. */
export type PageApi = (url: string) => Promise<{ status: number; body: unknown }>

/** Where the rendered markup goes: a Node writable stream, as React's pipe wants it. */
export type PageDestination = {
  write(chunk: unknown): boolean
  end(): unknown
  on(event: string, listener: (...args: unknown[]) => void): unknown
}

export type RenderedPage = {
  /** 200, or 404 for the not-found page and for a course that does not exist. */
  status: number
  /** The language it is written in (`<html lang>`). */
  language: string
  /** The page's <title> text. */
  title: string
  /** The page's meta description, in its language. */
  description?: string
  /** The page's state for the browser (JSON, safe inside a <script> element). */
  state: string
  /** The source files of the page's chunks (keys of the client build's manifest). */
  modules: string[]
  /** Streams the body markup (the inside of #root) into `destination`, then ends it. */
  pipe(destination: PageDestination): void
  abort(): void
}

export type PageRenderer = {
  /**
   * Renders the page at `url` in `language` (one of src/domain/languages.ts; English by default).
   * `eventId`: the number of the last change event heard before the page's data was read; the
   * browser asks for what came after it (docs/decisions/044-numbered-change-events.md).
   */
  render(url: string, options?: { language?: string; eventId?: number }): Promise<RenderedPage>
}

/** What the built server entry exports. */
export type PageRendererModule = { createPageRenderer(api: PageApi): PageRenderer }

/**
 * JSON to place inside a <script> element (page state, JSON-LD): `<`, `>` and `&` are escaped, so
 * no text in it can close the element or open another.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/** The id of the <script type="application/json"> element that carries `RenderedPage.state`. */
export const PAGE_STATE_ELEMENT_ID = 'cc-state'
