// One refresh of a catalogue source (docs/product.md#catalogue-sources), run by the
// `catalogue-source` job:
// - the source's hosts are held for the run, on every instance (one run at a time per host), and
//   rest after it for the politeness delay or the host's Crawl-delay, whichever is longer;
// - each host's robots.txt is read first and obeyed (RFC 9309: a robots.txt that cannot be
//   reached forbids everything, one that is missing allows everything);
// - every request goes through the guarded fetch (docs/security.md#fetching-addresses), names
//   itself with USER_AGENT and is conditional (If-None-Match, If-Modified-Since): a 304 costs the
//   host nothing and changes nothing;
// - a feed is read as it arrives by the catalogue import, its prices recorded as the source's; a
//   course page for its JSON-LD (course-page.ts), one page at a time with the delay between them;
// - every run is recorded: what it added, updated and left unchanged, the bad rows and why, or why
//   it failed. A failed run is tried again by the job's backoff; a source failing
//   SOURCE_FAILING_AFTER times in a row is flagged on /admin.
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { BlockList } from 'node:net'
import { IMPORT_MAX_BYTES } from '../../../domain/catalogue-import'
import type { BadRow } from '../../../domain/schemas/catalogue-import'
import type { LiveEvent } from '../../../domain/events'
import { JobDeferredError, type JobContext } from '../../jobs/job-queue'
import { guardedFetch, guardedRequest, type GuardedFetchOptions } from '../../net/guarded-fetch'
import {
  ALLOW_ALL,
  DISALLOW_ALL,
  parseRobots,
  ROBOTS_MAX_BYTES,
  type RobotsRules,
} from '../../net/robots'
import { checkRow, importCatalogue } from './catalogue-import'
import { ImportFileError } from './import-parser'
import type { CatalogueImportRepository, ImportedCourse } from './import-repository'
import { courseFromPage } from './course-page'
import type { RunOutcome, SourcesRepository, Validators } from './sources-repository'

/** The name robots.txt groups are matched against. */
export const ROBOTS_TOKEN = 'CourseCompass'
export const userAgent = (siteUrl: string) => `${ROBOTS_TOKEN}/1.0 (+${siteUrl})`

export const SOURCE_LIMITS = {
  /** A feed, read and imported as it arrives. */
  feedTimeoutMs: 5 * 60_000,
  pageTimeoutMs: 15_000,
  pageMaxBytes: 2 * 1024 * 1024,
  robotsTimeoutMs: 10_000,
  maxRedirects: 3,
  /** Between two requests to one host, and after a run before the next on it. */
  politenessMs: 1000,
  /**
   * A robots.txt Crawl-delay is kept up to this: a full list of 100 pages at this delay (25
   * minutes) still fits one run.
   */
  maxCrawlDelayMs: 15_000,
}
/** Course pages written together. */
const PAGES_PER_WRITE = 10

/** The registrable part of a host, near enough: 'udemy.com' of 'feeds.udemy.com', 'x.co.in'. */
export function siteOf(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.')
  if (labels.length <= 2 || /^\d+$/.test(labels.at(-1)!)) return labels.join('.')
  // A country's second level ('co.in', 'ac.in', 'gov.in', 'co.uk'): one label more.
  const short = labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3
  return labels.slice(short ? -3 : -2).join('.')
}

/** Whether `address` is on `site` or one of its subdomains. */
function onSite(address: string, site: string): boolean {
  let host: string
  try {
    host = new URL(address).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return false
  }
  return host === site || host.endsWith(`.${site}`)
}

/** How long one run may take: a whole list of pages at the longest delay. */
export const SOURCE_RUN_TIMEOUT_MS = 30 * 60_000

export interface RefreshDeps {
  sources: SourcesRepository
  /** The catalogue import's writer, recording prices as the source's ('source'). */
  importer: CatalogueImportRepository
  publish: (event: LiveEvent) => Promise<unknown>
  /** Forbidden ranges the owner allows (FETCH_ALLOWED_ADDRESSES). */
  allowed?: BlockList | undefined
  userAgent: string
  /** Tests shorten the delays and deadlines. */
  limits?: Partial<typeof SOURCE_LIMITS>
}

/**
 * Text a remote host chose (an error, a column's name, a JSON error's excerpt) as the run log keeps
 * it: one line, no control character (PostgreSQL refuses a NUL), no broken character, at most 500
 * characters.
 */
export function storable(text: string): string {
  return (
    text
      .slice(0, 500)
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  )
}

const message = (error: unknown) => storable(error instanceof Error ? error.message : String(error))

/** RFC 9309: a robots.txt is followed through at least five redirects. */
const ROBOTS_REDIRECTS = 5

/** A host's robots.txt, read as RFC 9309 says; `unread` says why it forbids everything. */
async function robotsOf(
  origin: string,
  fetchOptions: GuardedFetchOptions,
): Promise<RobotsRules & { unread?: string }> {
  try {
    const answer = await guardedRequest(`${origin}/robots.txt`, {
      ...fetchOptions,
      maxRedirects: ROBOTS_REDIRECTS,
      // Read up to the limit, the rest ignored (RFC 9309): not refused for being longer.
      maxBytes: Number.MAX_SAFE_INTEGER,
      headers: { accept: 'text/plain' },
    })
    if (answer.status >= 200 && answer.status < 300) {
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of answer.body) {
        chunks.push(chunk)
        size += chunk.length
        if (size >= ROBOTS_MAX_BYTES) break
      }
      answer.cancel()
      const text = Buffer.concat(chunks).subarray(0, ROBOTS_MAX_BYTES).toString('utf8')
      return parseRobots(text, ROBOTS_TOKEN)
    }
    answer.cancel()
    // 4xx: there is no robots.txt (everything allowed); 5xx: the host is in trouble (nothing is).
    if (answer.status >= 400 && answer.status < 500) return ALLOW_ALL
    return { ...DISALLOW_ALL, unread: `it answered ${answer.status}` }
  } catch (error) {
    return { ...DISALLOW_ALL, unread: message(error) }
  }
}

/** Why robots.txt keeps `url` from being fetched. */
function forbidden(url: URL, rules: RobotsRules & { unread?: string }): string {
  return rules.unread
    ? `robots.txt of ${url.host} could not be read (${rules.unread}): nothing is fetched from it until it can`
    : `robots.txt of ${url.host} does not allow ${pathOf(url)}`
}

/** The conditional headers of `address` from its last full answer. */
function conditional(validators: Validators, address: string): Record<string, string> {
  const seen = validators[address]
  return {
    ...(seen?.etag && { 'if-none-match': seen.etag }),
    ...(seen?.lastModified && { 'if-modified-since': seen.lastModified }),
  }
}

/** The validators an answer gives for next time. */
function validatorsOf(headers: Record<string, string | string[] | undefined>) {
  const etag = typeof headers.etag === 'string' ? headers.etag.slice(0, 200) : undefined
  const modified = headers['last-modified']
  const lastModified = typeof modified === 'string' ? modified.slice(0, 100) : undefined
  return { ...(etag && { etag }), ...(lastModified && { lastModified }) }
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`

const emptyOutcome = (): RunOutcome => ({
  status: 'ok',
  added: 0,
  updated: 0,
  unchanged: 0,
  bad: 0,
  badRows: [],
  requests: 0,
  notModified: 0,
  validators: {},
})

/** Refreshes the source `sourceId`: one run, recorded. Throws when it failed, for a retry. */
export async function refreshSource(
  deps: RefreshDeps,
  sourceId: string,
  context: Pick<JobContext, 'signal'>,
): Promise<void> {
  const limits = { ...SOURCE_LIMITS, ...deps.limits }
  const source = await deps.sources.find(sourceId)
  if (!source || !source.enabled) return
  const hosts = [...new Set(source.addresses.map((address) => new URL(address).host))]
  const holder = randomBytes(8).toString('hex')
  const wait = await deps.sources.holdHosts(hosts, holder, SOURCE_RUN_TIMEOUT_MS + 60_000)
  if (wait > 0) {
    throw new JobDeferredError(Math.max(wait, 1000), `${hosts.join(', ')} busy or resting`)
  }
  const runId = await deps.sources.startRun(sourceId)
  const outcome = emptyOutcome()
  let pauseMs = limits.politenessMs
  const fetchOptions = {
    allowed: deps.allowed,
    userAgent: deps.userAgent,
    maxRedirects: limits.maxRedirects,
    timeoutMs: limits.robotsTimeoutMs,
    maxBytes: ROBOTS_MAX_BYTES,
    signal: context.signal,
  }
  const robots = new Map<string, RobotsRules & { unread?: string }>()
  const robotsFor = async (url: URL) => {
    let rules = robots.get(url.origin)
    if (!rules) {
      outcome.requests++
      rules = await robotsOf(url.origin, fetchOptions)
      robots.set(url.origin, rules)
      const delay = Math.min((rules.crawlDelaySeconds ?? 0) * 1000, limits.maxCrawlDelayMs)
      pauseMs = Math.max(pauseMs, delay)
    }
    return rules
  }
  try {
    if (source.kind === 'feed') {
      await readFeed(deps, source, outcome, {
        robotsFor,
        fetchOptions,
        limits,
        signal: context.signal,
      })
    } else {
      await readPages(deps, source, outcome, {
        robotsFor,
        fetchOptions,
        limits,
        signal: context.signal,
        pause: () => pauseMs,
      })
    }
  } catch (error) {
    outcome.status = 'failed'
    outcome.error = message(error)
  } finally {
    try {
      await deps.sources.finishRun(sourceId, runId, outcome)
    } finally {
      // Whatever happened to the record, the hosts are let go.
      await deps.sources.releaseHosts(hosts, holder, pauseMs)
    }
  }
  if (outcome.status === 'failed') throw new Error(outcome.error)
}

interface ReadContext {
  robotsFor: (url: URL) => Promise<RobotsRules & { unread?: string }>
  fetchOptions: Omit<GuardedFetchOptions, 'headers'>
  limits: typeof SOURCE_LIMITS
  signal: AbortSignal
}

/** What an answer that is not a success says, for the run's error or a page's bad row. */
function statusText(status: number, host: string): string {
  if (status === 404 || status === 410) return `${host} answered ${status}: the address is gone`
  return `${host} answered ${status}`
}

async function readFeed(
  deps: RefreshDeps,
  source: { addresses: string[]; platform: string; validators: Validators },
  outcome: RunOutcome,
  { robotsFor, fetchOptions, limits, signal }: ReadContext,
): Promise<void> {
  const address = source.addresses[0]!
  const url = new URL(address)
  const rules = await robotsFor(url)
  if (!rules.allows(pathOf(url))) throw new Error(forbidden(url, rules))
  outcome.requests++
  const answer = await guardedRequest(address, {
    ...fetchOptions,
    timeoutMs: limits.feedTimeoutMs,
    maxBytes: IMPORT_MAX_BYTES,
    headers: {
      accept: 'application/x-ndjson, application/jsonl, text/csv;q=0.9, */*;q=0.5',
      ...conditional(source.validators, address),
    },
  })
  if (answer.status === 304) {
    outcome.notModified++
    return
  }
  if (answer.status < 200 || answer.status >= 300) {
    answer.cancel()
    throw new Error(statusText(answer.status, url.host))
  }
  const site = siteOf(url.hostname)
  try {
    const summary = await importCatalogue(answer.body, {
      writer: deps.importer,
      publish: deps.publish,
      fixed: { platform: source.platform },
      // A feed brings its own site's courses: a row naming another site's course is a bad row,
      // else a feed could rewrite any course of the catalogue.
      accept: (course) =>
        onSite(course.officialUrl, site)
          ? undefined
          : `officialUrl: not on ${site}, the feed's site (a source brings only its own courses)`,
      signal,
    })
    Object.assign(outcome, {
      added: summary.added,
      updated: summary.updated,
      unchanged: summary.unchanged,
      bad: summary.bad,
      badRows: summary.badRows.map((row) => ({ ...row, reason: storable(row.reason) })),
    })
    outcome.validators[address] = validatorsOf(answer.headers)
  } catch (error) {
    if (error instanceof ImportFileError) {
      throw new Error(`the feed cannot be read: ${error.message}`)
    }
    throw error
  }
}

async function readPages(
  deps: RefreshDeps,
  source: { addresses: string[]; platform: string; category: string; validators: Validators },
  outcome: RunOutcome,
  context: ReadContext & { pause: () => number },
): Promise<void> {
  const { robotsFor, fetchOptions, limits, signal } = context
  const known = await deps.sources.knownCourses(source.addresses)
  // Pages are written as they are read, a few at a time: a run cut off at its deadline keeps what
  // it read, and a page's validators are kept only once its course is written.
  let batch: { course: ImportedCourse; address: string; validators: Validators[string] }[] = []
  const write = async () => {
    if (batch.length === 0) return
    const written = await deps.importer.writeBatch(batch.map((page) => page.course))
    outcome.added += written.added
    outcome.updated += written.updated
    outcome.unchanged += written.unchanged
    for (const page of batch) outcome.validators[page.address] = page.validators
    batch = []
    if (written.added + written.updated > 0) {
      await deps.publish({ type: 'course.imported', count: written.added + written.updated })
    }
  }
  const bad = (line: number, address: string, reason: string) => {
    outcome.bad++
    outcome.badRows.push({ line, reason: storable(`${address}: ${reason}`) } satisfies BadRow)
  }
  /** Pages asked for, and those whose host answered (not a 5xx, not unreachable). */
  let asked = 0
  let answered = 0
  let lastRequest = 0
  for (const [index, address] of source.addresses.entries()) {
    if (signal.aborted) {
      await write()
      signal.throwIfAborted()
    }
    const line = index + 1
    const url = new URL(address)
    const rules = await robotsFor(url)
    if (!rules.allows(pathOf(url))) {
      bad(line, address, forbidden(url, rules))
      continue
    }
    // One request at a time, the politeness delay (or Crawl-delay) between them.
    const since = Date.now() - lastRequest
    if (since < context.pause()) await sleep(context.pause() - since, undefined, { signal })
    lastRequest = Date.now()
    outcome.requests++
    asked++
    let html: string
    let headers: Record<string, string | string[] | undefined>
    try {
      const answer = await guardedFetch(address, {
        ...fetchOptions,
        timeoutMs: limits.pageTimeoutMs,
        maxBytes: limits.pageMaxBytes,
        headers: { accept: 'text/html', ...conditional(source.validators, address) },
      })
      if (answer.status === 304) {
        answered++
        outcome.notModified++
        outcome.unchanged++
        continue
      }
      if (answer.status < 200 || answer.status >= 300) {
        if (answer.status < 500) answered++
        bad(line, address, statusText(answer.status, url.host))
        continue
      }
      answered++
      html = answer.body.toString('utf8')
      headers = answer.headers
    } catch (error) {
      if (signal.aborted) throw error
      bad(line, address, message(error))
      continue
    }
    let read: ReturnType<typeof courseFromPage>
    try {
      read = courseFromPage(html, address, source, known.get(address))
    } catch (error) {
      // One page the reader could not make sense of is that page's bad row, not the run's end.
      bad(line, address, `the page could not be read: ${message(error)}`)
      continue
    }
    if ('reason' in read) {
      bad(line, address, read.reason)
      continue
    }
    const checked = checkRow(read.values)
    if (checked.reason !== undefined) {
      bad(line, address, checked.reason)
      continue
    }
    batch.push({ course: checked.course, address, validators: validatorsOf(headers) })
    if (batch.length >= PAGES_PER_WRITE) await write()
  }
  await write()
  if (asked > 0 && answered === 0) {
    throw new Error('no course page answered: see the bad rows')
  }
}
