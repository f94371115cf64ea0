// robots.txt and sitemap.xml: what crawlers may fetch, and every public page with its course pages
// and when each last changed. Each page is listed in each language (`?lang=en`, `?lang=hi`), every
// entry naming all of the page's versions and the default address without `?lang=` as xhtml:link
// alternates (language-links.ts; the form search engines document for multilingual sitemaps).
// Past 50,000 addresses (entries; the sitemap protocol's limit per file) the sitemap becomes an
// index of files of at most that many, a page's versions kept in one file. Answers are kept until
// a course changes.
import type { FastifyPluginAsync } from 'fastify'
import { coursePath } from '../../domain/format'
import { LANGUAGES, pathInLanguage } from '../../domain/languages'
import type { EventBus } from '../live/event-bus'
import { createReadCache } from '../live/read-cache'
import { escapeMarkup } from './escape-markup'
import { languageAlternates } from './language-links'

/** The public pages a crawler should know besides the course pages. */
const PUBLIC_PAGES = [
  '/',
  '/all-courses',
  '/govt-exam-courses',
  '/exams',
  '/community',
  '/course-comparison',
  '/contact-us',
  '/termsAndConditions',
]

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const URLSET = `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">`

/** What the sitemap reads of the catalogue (the courses feature's repository provides it). */
export interface SitemapCourses {
  count(): Promise<number>
  /** Courses' addresses and last changes, oldest first, a slice at a time. */
  sitemapSlice(
    offset: number,
    limit: number,
  ): Promise<{ courseId: string; courseName: string; updatedAt: Date }[]>
}

/** Pages a feature adds besides the course pages (each exam's, say), with when each changed. */
export type SitemapPages = () => Promise<{ path: string; updatedAt?: Date }[]>

export const sitemapRoutes: FastifyPluginAsync<{
  courses: SitemapCourses
  /** More pages, listed after the fixed ones (the exams feature's). */
  morePages?: SitemapPages
  bus: EventBus
  /** The site's address (config.siteUrl), never a request's Host. */
  siteUrl: string
  /**
   * Addresses (<url> entries) per sitemap file (50,000 by the protocol; tests make it small). A
   * page's entries, one per language, stay in one file.
   */
  perFile?: number | undefined
}> = async (app, { courses, morePages = async () => [], bus, siteUrl, perFile = 50_000 }) => {
  // Pages per file: each page is an entry per language.
  const pagesPerFile = Math.max(1, Math.floor(perFile / LANGUAGES.length))
  const cache = createReadCache<string>({
    bus,
    invalidatedBy: (event) =>
      (event.type.startsWith('course.') && event.type !== 'course.counts') ||
      event.type.startsWith('exam.'),
  })
  app.addHook('onClose', async () => cache.dispose())
  const xml = (body: string) => XML_HEAD + body

  /** A page's entries: one per language, each naming every version of the page. */
  const pageEntries = (base: string, path: string, lastmod?: Date) => {
    const links = languageAlternates(base, path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
      )
      .join('')
    const changed = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeMarkup(base + pathInLanguage(path, language))}</loc>${changed}` +
        `${links}</url>`,
    )
  }

  /** The public pages and the features' pages, then the course pages, numbered from 0 across files. */
  const fixedPages = async () => [
    ...PUBLIC_PAGES.map((path) => ({ path, updatedAt: undefined })),
    ...(await morePages()),
  ]
  const urls = async (base: string, from: number, to: number) => {
    const out: string[] = []
    const fixed = await fixedPages()
    for (let i = from; i < Math.min(to, fixed.length); i++) {
      out.push(...pageEntries(base, fixed[i]!.path, fixed[i]!.updatedAt))
    }
    const offset = Math.max(0, from - fixed.length)
    const limit = to - Math.max(from, fixed.length)
    if (limit > 0) {
      for (const course of await courses.sitemapSlice(offset, limit)) {
        out.push(...pageEntries(base, coursePath(course), course.updatedAt))
      }
    }
    return out.join('\n')
  }
  const totalPages = async () => (await fixedPages()).length + (await courses.count())

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /my-courses',
      'Disallow: /account',
      'Disallow: /addcourse',
      // The pages mailed links open: a token in their address, nothing to find.
      'Disallow: /reset-password',
      'Disallow: /verify-email',
      'Disallow: /newsletter',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n')
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const base = siteUrl
    const body = await cache.getOrLoad(`index:${base}`, async () => {
      const total = await totalPages()
      if (total <= pagesPerFile) return xml(`${URLSET}\n${await urls(base, 0, total)}\n</urlset>\n`)
      const files = Math.ceil(total / pagesPerFile)
      const entries = Array.from(
        { length: files },
        (_, i) => `<sitemap><loc>${escapeMarkup(`${base}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
      )
      return xml(`<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`)
    })
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return body
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const n = Number(/^(\d{1,6})\.xml$/.exec(request.params.file)?.[1] ?? NaN)
    const total = await totalPages()
    if (!Number.isInteger(n) || n < 1 || (n - 1) * pagesPerFile >= total) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap file.')
    }
    const base = siteUrl
    const body = await cache.getOrLoad(`file:${n}:${base}`, async () =>
      xml(`${URLSET}\n${await urls(base, (n - 1) * pagesPerFile, n * pagesPerFile)}\n</urlset>\n`),
    )
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return body
  })
}
