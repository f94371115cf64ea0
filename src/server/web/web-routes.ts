// Serves the built React app: hashed assets with long caching, and every page rendered on the server
// with its content (page-rendering.ts; docs/decisions/019-server-rendering.md). Course pages get
// their title, description, Open Graph tags and schema.org JSON-LD filled in here so that crawlers
// and link previews see them without running scripts. Without the server build (dist/web-server),
// pages are the plain index.html that the browser renders.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { courseIdSchema, type Course } from '../../domain/schemas/course'
import { formatAmount, formatPrice, coursePath } from '../../domain/format'
import { jsonForScript, type PageApi, type PageRendererModule } from '../../domain/page-render'
import type { Language } from '../../domain/languages'
import { COURSE_PAGE_PATTERN, isKnownPage } from '../../domain/routes'
import { errorBodyFor } from '../http/errors'
import { pageLanguage } from '../http/request-language'
import type { EventBus } from '../live/event-bus'
import { escapeMarkup } from './escape-markup'
import { canonicalAddress, languageLinks } from './language-links'
import { openGraphTags } from './open-graph'
import {
  createCoursePreviews,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  type CoursePreviews,
} from './og-image'
import { createPageResponder, type ClientManifest } from './page-rendering'
import { loadBuiltRenderer } from './built-renderer'

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/** A course page's description: the template around the course's data in the page's language. */
function courseDescription(course: Course, language: Language): string {
  if (language === 'hi') {
    const price = course.price === null ? 'मुफ़्त' : `₹${formatAmount(course.price)}`
    return summary(
      `${course.courseName}: ${course.instructor} का कोर्स, ${course.platform} पर। ${price}, ` +
        `रेटिंग ${course.rating}/5। ${course.description}`,
    )
  }
  return summary(
    `${course.courseName} by ${course.instructor} on ${course.platform}: ${formatPrice(course.price)}, ` +
      `rated ${course.rating}/5. ${course.description}`,
  )
}

/**
 * A course page's head, in `language`. `address` is the page's address as asked (its query,
 * `?lang=` included, is kept in its canonical and language links; the path is always the course's
 * own). The course's own fields (name, instructor, platform, description) are shown as stored.
 */
export function coursePageHead(
  course: Course,
  origin: string,
  address?: string,
  language: Language = 'en',
): string {
  const query = address?.includes('?') ? address.slice(address.indexOf('?')) : ''
  const path = coursePath(course) + query
  const image = /^https?:\/\//.test(course.imageUrl)
    ? course.imageUrl
    : `${origin}${course.imageUrl}`
  const title = `${course.courseName} | CourseCompass`
  const description = courseDescription(course, language)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.courseName,
    description: summary(course.description, 500),
    url: `${origin}${coursePath(course)}`,
    image,
    inLanguage: course.language || undefined,
    provider: { '@type': 'Organization', name: course.platform, sameAs: course.officialUrl },
    offers: {
      '@type': 'Offer',
      category: course.price === null ? 'Free' : 'Paid',
      price: course.price ?? 0,
      priceCurrency: 'INR',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      instructor: { '@type': 'Person', name: course.instructor },
    },
    aggregateRating:
      course.rating > 0
        ? { '@type': 'AggregateRating', ratingValue: course.rating, bestRating: 5, ratingCount: 1 }
        : undefined,
  }
  return [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}">`,
    languageLinks(origin, path),
    ...openGraphTags({ title, description, url: canonicalAddress(origin, path), language }),
    `<meta property="og:image" content="${escapeMarkup(`${origin}/og/courses/${course.courseId}.png`)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ')
}

/** Replaces the template's own <title> and description with the page's head tags. */
export function injectHead(template: string, head: string): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${head}\n  </head>`)
}

const readJson = <T>(file: string): T | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string
    /** The built index.html, prepared by page-template.ts; none when the app is not built. */
    template: string | undefined
    /** The site's address (config.siteUrl): canonical and Open Graph links, never a request's Host. */
    siteUrl: string
    /** The courses feature's lookup: a course page's head names its course. */
    courses: { findById(courseId: string): Promise<Course | undefined> }
    bus: EventBus
    /** Tells when the catalogue search has reloaded (a large import): pages change then too. */
    onCatalogueReload?: (listener: () => void) => void
    /** The web app's server entry; by default the built one, if there is one. */
    pageRenderer?: PageRendererModule
    /** The signed-in user's saved language (page-rendering.ts), from the session lookup. */
    accountLanguage?: (request: FastifyRequest) => Promise<Language | null>
    /** The courses' link-preview pictures, drawn once each; by default a cache of its own. */
    coursePreviews?: CoursePreviews
  },
) {
  const previews = options.coursePreviews ?? createCoursePreviews()
  const indexPath = path.join(options.webDistDir, 'index.html')
  const template = options.template
  const rendererModule = options.pageRenderer ?? (await loadBuiltRenderer(options.webDistDir))
  /** The course a course page's address names, if it names one that exists. */
  const courseOfPage = async (pathname: string) => {
    const id = courseIdSchema.safeParse(COURSE_PAGE_PATTERN.exec(pathname)?.[1] ?? '')
    return id.success ? await options.courses.findById(id.data) : undefined
  }
  // The page's data comes from the API's own routes, in-process, as an anonymous visitor.
  const api: PageApi = async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
    let body: unknown
    try {
      body = res.json()
    } catch {
      body = undefined
    }
    return { status: res.statusCode, body }
  }
  const pages =
    template && rendererModule
      ? createPageResponder({
          template,
          manifest: readJson<ClientManifest>(
            path.join(options.webDistDir, '.vite', 'manifest.json'),
          ),
          renderer: rendererModule.createPageRenderer(api),
          bus: options.bus,
          courseHead: async (url, origin, language) => {
            const course = await courseOfPage(url.split('?')[0] ?? '/')
            return course ? coursePageHead(course, origin, url, language) : undefined
          },
          accountLanguage: options.accountLanguage,
          log: app.log,
        })
      : undefined
  if (pages) {
    app.addHook('onClose', async () => pages.dispose())
    options.onCatalogueReload?.(() => pages.clear())
  }

  if (template) {
    // The build's hashed files never change under their name: cached for a year, and no
    // validators (ETag, Last-Modified) or ranges, which a browser never uses for them and which
    // cost bytes on every one of a page's scripts.
    await app.register(fastifyStatic, {
      root: path.join(options.webDistDir, 'assets'),
      prefix: '/assets/',
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br and .gz copies of its files (scripts/precompress.ts).
      preCompressed: true,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable')
      },
    })
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600')
      },
    })
  } else {
    app.log.warn(`The web app is not built (${indexPath} is missing): run "npm run build".`)
  }

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html)

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const api = pathname === '/api' || pathname.startsWith('/api/')
    if (!api && request.method === 'POST') {
      // A page's form the browser sent by itself, without JavaScript (the forms with a password
      // post for that reason, docs/decisions/040-input-typed-before-hydration.md): back to the
      // page, whose <noscript> says why; the fields go nowhere. Never to another site ('//host').
      const samePage = /^\/(?![/\\])/.test(pathname) ? pathname : '/'
      return reply.redirect(samePage, 303)
    }
    if (api || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .status(404)
        .send(
          errorBodyFor(
            request,
            'not_found',
            `There is no ${request.method} ${pathname} in this API.`,
          ),
        )
    }
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).')
    }
    if (pages && (await pages.respond(request, reply, options.siteUrl))) return reply
    if (COURSE_PAGE_PATTERN.test(pathname)) {
      const course = await courseOfPage(pathname)
      if (!course) return sendPage(reply, 404, template)
      return sendPage(
        reply,
        200,
        injectHead(
          template,
          coursePageHead(course, options.siteUrl, request.url, pageLanguage(request)),
        ),
      )
    }
    return sendPage(reply, isKnownPage(pathname) ? 200 : 404, template)
  }
  // Link previews: a PNG per course (social sites ignore SVG), a day in shared caches, drawn once
  // until the course's card changes (og-image.ts); its ETag lets a crawler revalidate for nothing.
  app.get<{ Params: { file: string } }>('/og/courses/:file', async (request, reply) => {
    const id = courseIdSchema.safeParse(/^(.+)\.png$/.exec(request.params.file)?.[1] ?? '')
    const course = id.success ? await options.courses.findById(id.data) : undefined
    if (!course)
      return reply.status(404).send(errorBodyFor(request, 'not_found', 'Course not found!'))
    const preview = await previews.forCourse(course)
    reply.header('cache-control', 'public, max-age=86400').header('etag', preview.etag)
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch?.split(/\s*,\s*/).includes(preview.etag)) return reply.status(304).send()
    return reply.type('image/png').send(preview.png)
  })
  // The static handler would refuse '/' as a directory listing; it is the landing page.
  app.get('/', servePage)
  app.setNotFoundHandler(servePage)
}
