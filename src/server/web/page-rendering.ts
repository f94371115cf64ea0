// Pages rendered on the server with their content (docs/decisions/019-server-rendering.md). The
// web app's server entry renders the inside of #root and the page's state; this module wraps them in
// the built index.html with the page's head (title, description and Open Graph tags in the page's
// language, course tags, the links to the page in each language, the page's own chunks to preload).
// Every page is streamed as it renders. Anonymous visitors then share that rendering per address:
// kept until the data behind it changes (a content event on the bus about what the page shows)
// and served with an ETag, so browsers revalidate in one round trip and shared caches may keep it
// briefly. A visitor with a session cookie gets a page of their own, marked private, in the
// language saved on their account when they saved one (docs/product.md#languages).
import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  jsonForScript,
  PAGE_STATE_ELEMENT_ID,
  type PageRenderer,
  type RenderedPage,
} from '../../domain/page-render'
import { hasSessionCookie } from '../auth/sessions'
import { logSafeUrl } from '../http/request-log'
import { PreparedBody } from '../http/prepared-body'
import type { EventBus } from '../live/event-bus'
import { createReadCache, type Staleness } from '../live/read-cache'
import type { LiveEvent } from '../../domain/events'
import { isVoteOrderedSort } from '../../domain/community-rules'
import { escapeMarkup } from './escape-markup'
import { canonicalAddress, languageLinks } from './language-links'
import { isLanguage, type Language } from '../../domain/languages'
import { openGraphTags } from './open-graph'
import { pageLanguage } from '../http/request-language'
import { PAGE_SCRIPT_LOADER, PAGE_SCRIPTS_ELEMENT_ID } from './page-template'

/** What shared caches (a CDN) may keep an anonymous page for; browsers always revalidate. */
export const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30'
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache'
const MAX_CACHED_PAGES = 200

/** The part of Vite's client manifest read here: each source file's chunk and what it imports. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

type Template = {
  head: string
  description: string
  bodyStart: string
  bodyEnd: string
  /** The app's entry module and the chunks it imports, started after the first paint. */
  scripts: { entry: string; preload: string[] }
}

const ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/i
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/gi

/**
 * The template's head with the page's language on <html lang>, and `data-session` when the request
 * carries a session cookie: what is shown only to visitors (a "sign in to write" prompt) is hidden
 * from the first paint for them, before the session is known (the `session:` variant in
 * src/web/styles.css). Such pages are never shared, so the mark never reaches another visitor.
 */
function withLanguage(head: string, language: string, session = false): string {
  return head.replace(
    /<html lang="[^"]*"/i,
    `<html lang="${escapeMarkup(language)}"${session ? ' data-session=""' : ''}`,
  )
}

export function splitTemplate(html: string): Template {
  const headEnd = html.search(/<\/head>/i)
  const rootAt = html.indexOf(ROOT)
  if (headEnd < 0 || rootAt < 0) throw new Error(`index.html needs </head> and ${ROOT}`)
  const head = html.slice(0, headEnd)
  const entry = ENTRY_SCRIPT.exec(head)?.[1]
  if (!entry) throw new Error('index.html needs the app\'s <script type="module" src>')
  return {
    scripts: { entry, preload: Array.from(head.matchAll(MODULE_PRELOAD), (match) => match[1]!) },
    head: head
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '')
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .trimEnd(),
    description: /<meta\s+name="description"[\s\S]*?>/i.exec(head)?.[0] ?? '',
    bodyStart: `\n  ${html.slice(headEnd, rootAt)}<div id="root">`,
    bodyEnd: `</div>${html.slice(rootAt + ROOT.length)}`,
  }
}

/**
 * The chunks to preload with the entry for a page's own modules: the entry's imports (the build
 * writes no preload links of its own, docs/decisions/059-no-client-preload-table.md), then the page's
 * chunks that the entry does not already load, so the browser fetches them with the entry instead
 * of after it. The entry's own chunks are walked once, here.
 */
export function pageChunksOf(
  manifest: ClientManifest | undefined,
): (modules: string[]) => string[] {
  if (!manifest) return () => []
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) walk(imported, into)
  }
  const loaded = new Set<string>()
  walk('index.html', loaded)
  const entryImports = [...loaded].filter((file) => file !== manifest['index.html']?.file)
  return (modules) => {
    const wanted = new Set<string>()
    for (const module of modules) walk(module, wanted)
    return [...entryImports, ...[...wanted].filter((file) => !loaded.has(file))].map(
      (file) => `/${file}`,
    )
  }
}

export type PageResponder = {
  /** Answers a page request, or returns false when the page could not be rendered. */
  respond(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<boolean>
  clear(): void
  dispose(): void
}

type CachedPage = { status: number; etag: string; body: PreparedBody; tags: string[] }

const COMMUNITY_BOARD = /^\/community\/?$/

/**
 * What a rendered page shows, as the page cache's tags: `course:<id>` and `post:<id>` for every
 * course and post in its state (the API's answers it was rendered from), and `posts:by-votes` for a
 * board ordered by votes, where a vote on any post may move another onto the page.
 */
export function pageTags(url: string, state: string): string[] {
  const tags = new Set<string>()
  for (const [, field, id] of state.matchAll(/"(courseId|postId)":"([^"\\]+)"/g)) {
    tags.add(`${field === 'courseId' ? 'course' : 'post'}:${id}`)
  }
  const address = new URL(url, 'http://page.invalid')
  const sort = address.searchParams.get('sort') ?? ''
  if (COMMUNITY_BOARD.test(address.pathname) && isVoteOrderedSort(sort)) tags.add('posts:by-votes')
  return [...tags]
}

/**
 * Which cached pages an event makes stale (docs/decisions/041-caches-let-go-of-what-a-change-touches.md).
 * The frequent changes touch one course or post: only the pages that show it go (and, for a vote,
 * the boards ordered by votes). Sessions show on no shared page. Any other change (a course added,
 * edited or imported, a post written or removed) may change any list: every page goes.
 */
export function pagesStaleAfter(event: LiveEvent): Staleness {
  switch (event.type) {
    case 'session.changed':
      return false
    case 'course.counts':
    case 'review.changed':
      return [`course:${event.courseId}`]
    case 'post.voted':
      return [`post:${event.postId}`, 'posts:by-votes']
    case 'post.changed':
    case 'comment.added':
    case 'comment.removed':
      return [`post:${event.postId}`]
    default:
      return true
  }
}

export function createPageResponder(options: {
  template: string
  manifest: ClientManifest | undefined
  renderer: PageRenderer
  bus: EventBus
  /**
   * The head tags of a course page (title, description, canonical and language links, Open Graph,
   * JSON-LD), if the address (path and query) is one.
   */
  courseHead: (url: string, origin: string, language: Language) => Promise<string | undefined>
  /**
   * The language saved on the account of the request's signed-in user (asked only of requests with
   * a session cookie, whose pages are their own), or null.
   */
  accountLanguage?: (request: FastifyRequest) => Promise<Language | null>
  log: { error(payload: unknown, message: string): void }
}): PageResponder {
  const template = splitTemplate(options.template)
  const pageChunks = pageChunksOf(options.manifest)
  // Hindi pages use the self-hosted Devanagari font (src/web/styles.css): fetched with the page
  // rather than once the text is laid out, so that on a fast connection it is there for the first
  // paint and no swap shifts the page (docs/decisions/025-a-smaller-devanagari-font.md).
  const hindiFont = /\/assets\/noto-sans-devanagari[\w.-]*\.woff2/.exec(options.template)?.[0]
  const fontPreload = (language: string) =>
    language === 'hi' && hindiFont
      ? `<link rel="preload" href="${hindiFont}" as="font" type="font/woff2" crossorigin>\n    `
      : ''

  const pageParts = async (page: RenderedPage, url: string, origin: string, session: boolean) => {
    const found = page.status === 200
    const language: Language = isLanguage(page.language) ? page.language : 'en'
    const courseHead = found ? await options.courseHead(url, origin, language) : undefined
    const description = page.description
      ? `<meta name="description" content="${escapeMarkup(page.description)}" />`
      : template.description
    // A page that exists names itself in each language and previews as itself when shared (a 404
    // has no versions to name).
    const links = found
      ? [
          '',
          languageLinks(origin, url),
          ...openGraphTags({
            title: page.title,
            description: page.description,
            url: canonicalAddress(origin, url),
            language,
          }),
        ].join('\n    ')
      : ''
    const head =
      fontPreload(page.language) +
      (courseHead ?? `<title>${escapeMarkup(page.title)}</title>\n    ${description}${links}`)
    const scripts = {
      entry: template.scripts.entry,
      preload: [...new Set([...template.scripts.preload, ...pageChunks(page.modules)])],
    }
    return {
      before: `${withLanguage(template.head, page.language, session)}\n    ${head}${template.bodyStart}`,
      after:
        `</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}` +
        `</script>\n    <script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">` +
        `${jsonForScript(scripts)}</script>\n    ` +
        `<script>${PAGE_SCRIPT_LOADER}</script>${template.bodyEnd.slice('</div>'.length)}`,
    }
  }

  // A change to what pages show lets go of the pages that show it (pagesStaleAfter).
  const cache = createReadCache<CachedPage>({
    bus: options.bus,
    invalidatedBy: pagesStaleAfter,
    tagsOf: (page) => page.tags,
    maxEntries: MAX_CACHED_PAGES,
    // A 404 (any address) is rendered each time rather than filling the cache.
    keep: (page) => page.status === 200,
  })

  /**
   * Renders the page and streams it: the head as soon as the data is in, then React's markup. With
   * `keep`, the whole page is handed over once sent, for the next anonymous visitor.
   */
  const stream = async (
    request: FastifyRequest,
    origin: string,
    language: Language,
    keep?: (page: CachedPage) => void,
  ) => {
    // Taken before the page's data is read: events after it may or may not show, and the browser
    // asks for them (docs/decisions/044-numbered-change-events.md).
    const eventId = options.bus.lastId
    const page = await options.renderer.render(request.url, { language, eventId })
    const { before, after } = await pageParts(page, request.url, origin, hasSessionCookie(request))
    const sent: Buffer[] = []
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (keep) sent.push(chunk)
        done(null, chunk)
      },
      flush(done) {
        if (keep) {
          // `before` went through here too, as the first chunk.
          const html = Buffer.concat(sent).toString('utf8') + after
          const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
          keep({
            status: page.status,
            etag,
            body: new PreparedBody(html, 'text/html; charset=utf-8'),
            tags: pageTags(request.url, page.state),
          })
        }
        done(null, after)
      },
    })
    body.write(before)
    page.pipe(body)
    return { status: page.status, body }
  }

  const respondAnonymous = async (request: FastifyRequest, reply: FastifyReply, origin: string) => {
    // The same address is a page per language (chosen by cookie or Accept-Language).
    const language = pageLanguage(request)
    const key = `${origin} ${language} ${request.url}`
    reply.header('vary', 'cookie, accept-language')
    const cached = cache.peek(key)
    if (!cached) {
      // The first visitor gets the page streamed (no ETag: it is known once the page is whole).
      const since = cache.generation
      const page = await stream(request, origin, language, (whole) =>
        cache.store(key, whole, since),
      )
      return reply
        .status(page.status)
        .header('cache-control', page.status === 200 ? ANONYMOUS_PAGE_CACHE_CONTROL : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.body)
    }
    reply
      .status(cached.status)
      .header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL)
      .header('etag', cached.etag)
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch?.split(/\s*,\s*/).includes(cached.etag)) return reply.status(304).send()
    return cached.body.send(request, reply)
  }

  const respondStreamed = async (request: FastifyRequest, reply: FastifyReply, origin: string) => {
    // The session lookup is kept briefly (auth/sessions.ts) and forgotten when the language changes.
    const account = (await options.accountLanguage?.(request)) ?? null
    const page = await stream(request, origin, pageLanguage(request, account))
    return reply
      .status(page.status)
      .header('vary', 'cookie, accept-language')
      .header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
      .type('text/html; charset=utf-8')
      .send(page.body)
  }

  return {
    async respond(request, reply, origin) {
      try {
        if (hasSessionCookie(request)) await respondStreamed(request, reply, origin)
        else await respondAnonymous(request, reply, origin)
        return true
      } catch (error) {
        options.log.error({ err: error, url: logSafeUrl(request.url) }, 'Rendering a page failed')
        return false
      }
    },
    clear: () => cache.clear(),
    dispose: () => cache.dispose(),
  }
}
