// Catalogue sources (docs/product.md#catalogue-sources): the `catalogue-source` job that refreshes
// one (source-refresh.ts), the schedule that adds a job per source and interval (every instance
// looks each minute; a job is added once per source and slot, so one instance runs it), and the
// administrators' 'refresh now'.
import type { BlockList } from 'node:net'
import type { LiveEvent } from '../../../domain/events'
import type { Db } from '../../db/db-type'
import type { JobQueue } from '../../jobs/job-queue'
import { runEvery } from '../../periodic'
import { createCatalogueImportRepository } from './import-repository'
import {
  refreshSource,
  SOURCE_LIMITS,
  SOURCE_RUN_TIMEOUT_MS,
  userAgent,
  type RefreshDeps,
} from './source-refresh'
import { createSourcesRepository, schedule } from './sources-repository'

export const SOURCE_JOB = 'catalogue-source'
/** How often each instance adds the jobs of the sources that are due. */
export const SCHEDULE_EVERY_MS = 60_000

/** The job of the source's refresh now due: one per source, interval and slot. */
export const scheduledKey = (source: { id: string; intervalMinutes: number }, now = Date.now()) =>
  `${source.id}:${source.intervalMinutes}:${schedule(source, now).slot}`

export function createCatalogueSources(options: {
  db: Db
  jobs: JobQueue
  publish: (event: LiveEvent) => Promise<unknown>
  /** FETCH_ALLOWED_ADDRESSES. */
  allowed?: BlockList | undefined
  siteUrl: string
  log: { warn: (details: object, message: string) => void }
  /** Tests shorten the delays and deadlines. */
  limits?: Partial<typeof SOURCE_LIMITS>
}) {
  const { db, jobs } = options
  const sources = createSourcesRepository(db)
  const deps: RefreshDeps = {
    sources,
    importer: createCatalogueImportRepository(db, 'source'),
    publish: options.publish,
    allowed: options.allowed,
    userAgent: userAgent(options.siteUrl),
    limits: options.limits,
  }
  jobs.define<{ sourceId: string }>(SOURCE_JOB, {
    timeoutMs: SOURCE_RUN_TIMEOUT_MS,
    maxAttempts: 3,
    backoffMs: 60_000,
    run: ({ sourceId }, context) => refreshSource(deps, sourceId, context),
  })

  /** Adds the job of every enabled source whose slot has come (once per slot, on any instance). */
  async function scheduleDue(now = Date.now()): Promise<void> {
    for (const source of await sources.enabled()) {
      await jobs.enqueue(SOURCE_JOB, scheduledKey(source, now), { sourceId: source.id })
    }
  }

  return {
    sources,
    scheduleDue,

    /**
     * The source's first run, added with the source (`db`: its transaction): the slot it falls in,
     * so the schedule does not add it again.
     */
    async firstRun(source: { id: string; intervalMinutes: number }, db: Db): Promise<void> {
      await jobs.enqueue(SOURCE_JOB, scheduledKey(source), { sourceId: source.id }, { db })
    },

    /**
     * Refreshes the source as soon as its hosts are free: once however often it is asked until the
     * run that follows has started or the source changes (answers false when one is waiting).
     */
    async refreshNow(source: { id: string; updatedAt: Date }): Promise<boolean> {
      const lastRun = await sources.lastRunId(source.id)
      // Also keyed on the source's last change: a job that found it paused ran nothing, and
      // resuming it must let 'refresh now' work again.
      const key = `${source.id}:now:${lastRun}:${source.updatedAt.getTime()}`
      return jobs.enqueue(SOURCE_JOB, key, { sourceId: source.id })
    },

    /** Looks for due sources every minute until the answer is called. */
    startSchedule(): () => void {
      const report = (error: unknown) =>
        options.log.warn({ err: error }, 'Catalogue sources could not be scheduled')
      void scheduleDue().catch(report)
      return runEvery(SCHEDULE_EVERY_MS, scheduleDue, report)
    },
  }
}
export type CatalogueSources = ReturnType<typeof createCatalogueSources>
