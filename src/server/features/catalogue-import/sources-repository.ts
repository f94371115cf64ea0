// SQL of the catalogue sources: the sources, their runs, and the hosts they are read from.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  SOURCE_BAD_ROWS_KEPT,
  SOURCE_FAILING_AFTER,
  SOURCE_RUNS_KEPT,
  type SourceInput,
} from '../../../domain/catalogue-sources'
import type { CatalogueSource, SourceRun } from '../../../domain/schemas/catalogue-sources'
import type { BadRow } from '../../../domain/schemas/catalogue-import'
import { rowsOf, type Db } from '../../db/db-type'
import { catalogueSources, courses, sourceHosts, sourceRuns } from '../../db/schema'
import type { KnownCourse } from './course-page'

type SourceRow = typeof catalogueSources.$inferSelect
type RunRow = typeof sourceRuns.$inferSelect
export type Validators = SourceRow['validators']

/** What a run found, or why it failed. */
export interface RunOutcome {
  status: 'ok' | 'failed'
  added: number
  updated: number
  unchanged: number
  bad: number
  badRows: BadRow[]
  requests: number
  notModified: number
  error?: string | undefined
  /** The validators of the addresses answered in full (merged into the source's). */
  validators: Validators
}

const runView = (run: RunRow): SourceRun => ({
  id: run.id,
  status: run.status as SourceRun['status'],
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  added: run.added,
  updated: run.updated,
  unchanged: run.unchanged,
  bad: run.bad,
  badRows: run.badRows,
  requests: run.requests,
  notModified: run.notModified,
  error: run.error,
})

/**
 * Where a source's refreshes fall: every `intervalMinutes`, shifted by an amount its id decides, so
 * that the sources of one interval do not all start at the top of the hour.
 */
export function schedule(source: { id: string; intervalMinutes: number }, now = Date.now()) {
  const every = source.intervalMinutes * 60_000
  const offset = (Number.parseInt(source.id.replace(/-/g, '').slice(0, 8), 16) || 0) % every
  const slot = Math.floor((now - offset) / every)
  return { slot, nextAt: new Date(offset + (slot + 1) * every) }
}

export function sourceView(source: SourceRow, runs: RunRow[]): CatalogueSource {
  return {
    id: source.id,
    name: source.name,
    kind: source.kind as CatalogueSource['kind'],
    addresses: source.addresses,
    platform: source.platform,
    category: source.category,
    intervalMinutes: source.intervalMinutes,
    enabled: source.enabled,
    failures: source.failures,
    failing: source.failures >= SOURCE_FAILING_AFTER,
    createdAt: source.createdAt.toISOString(),
    runs: runs.map(runView),
    nextRunAt: source.enabled ? schedule(source).nextAt.toISOString() : null,
  }
}

export function createSourcesRepository(db: Db) {
  async function runsOf(sourceIds: string[]): Promise<Map<string, RunRow[]>> {
    const byId = new Map<string, RunRow[]>(sourceIds.map((id) => [id, []]))
    if (sourceIds.length === 0) return byId
    const rows = await db
      .select()
      .from(sourceRuns)
      .where(inArray(sourceRuns.sourceId, sourceIds))
      .orderBy(desc(sourceRuns.startedAt), desc(sourceRuns.id))
    for (const row of rows) byId.get(row.sourceId)?.push(row)
    return byId
  }

  return {
    async list(): Promise<CatalogueSource[]> {
      const rows = await db.select().from(catalogueSources).orderBy(catalogueSources.createdAt)
      const runs = await runsOf(rows.map((r) => r.id))
      return rows.map((row) => sourceView(row, runs.get(row.id) ?? []))
    },

    async find(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(catalogueSources).where(eq(catalogueSources.id, id))
      return row
    },

    async view(id: string): Promise<CatalogueSource | undefined> {
      const row = await this.find(id)
      return row && sourceView(row, (await runsOf([id])).get(id) ?? [])
    },

    async enabled(): Promise<SourceRow[]> {
      return db.select().from(catalogueSources).where(eq(catalogueSources.enabled, true))
    },

    async create(input: SourceInput): Promise<SourceRow> {
      const [row] = await db.insert(catalogueSources).values(input).returning()
      return row!
    },

    /** Saves the form's fields and/or the pause; undefined when there is no such source. */
    async update(
      id: string,
      change: { source?: SourceInput | undefined; enabled?: boolean | undefined },
    ): Promise<SourceRow | undefined> {
      const [row] = await db
        .update(catalogueSources)
        .set({
          ...change.source,
          ...(change.enabled !== undefined && { enabled: change.enabled }),
          // A changed list starts clean: no validators of addresses it no longer has, no streak.
          ...(change.source && {
            validators: sql`(SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
                               FROM jsonb_each(${catalogueSources.validators})
                              WHERE ${JSON.stringify(change.source.addresses)}::jsonb ? key)`,
            failures: 0,
          }),
          updatedAt: new Date(),
        })
        .where(eq(catalogueSources.id, id))
        .returning()
      return row
    },

    async remove(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.delete(catalogueSources).where(eq(catalogueSources.id, id)).returning()
      return row
    },

    /** The newest run's id, or 0: what a 'refresh now' is keyed on (one per finished run). */
    async lastRunId(sourceId: string): Promise<number> {
      const [row] = await db
        .select({ id: sourceRuns.id })
        .from(sourceRuns)
        .where(eq(sourceRuns.sourceId, sourceId))
        .orderBy(desc(sourceRuns.id))
        .limit(1)
      return row?.id ?? 0
    },

    async startRun(sourceId: string): Promise<number> {
      const [row] = await db
        .insert(sourceRuns)
        .values({ sourceId })
        .returning({ id: sourceRuns.id })
      return row!.id
    },

    /**
     * Records how a run ended; the source's streak of failures grows or ends, the validators of the
     * addresses answered in full are kept, and only the last SOURCE_RUNS_KEPT runs stay.
     */
    async finishRun(sourceId: string, runId: number, outcome: RunOutcome): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sourceRuns)
          .set({
            status: outcome.status,
            finishedAt: new Date(),
            added: outcome.added,
            updated: outcome.updated,
            unchanged: outcome.unchanged,
            bad: outcome.bad,
            badRows: outcome.badRows.slice(0, SOURCE_BAD_ROWS_KEPT),
            requests: outcome.requests,
            notModified: outcome.notModified,
            error: outcome.error?.slice(0, 1000) ?? null,
          })
          .where(eq(sourceRuns.id, runId))
        await tx
          .update(catalogueSources)
          .set({
            failures: outcome.status === 'failed' ? sql`${catalogueSources.failures} + 1` : sql`0`,
            validators: sql`${catalogueSources.validators} || ${JSON.stringify(outcome.validators)}::jsonb`,
          })
          .where(eq(catalogueSources.id, sourceId))
        await tx.execute(sql`
          DELETE FROM source_runs WHERE source_id = ${sourceId} AND id NOT IN (
            SELECT id FROM source_runs WHERE source_id = ${sourceId}
             ORDER BY started_at DESC, id DESC LIMIT ${SOURCE_RUNS_KEPT})`)
      })
    },

    /**
     * Holds every one of `hosts` for `holder` until `leaseMs` from now, or none: a host another
     * run holds, or whose pause has not ended, keeps them all free. Answers how long to wait when
     * they could not be held (0: held).
     */
    async holdHosts(hosts: string[], holder: string, leaseMs: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(sourceHosts)
          .values(hosts.map((host) => ({ host })))
          .onConflictDoNothing()
        const [wait] = await rowsOf<{ ms: number | null }>(
          tx,
          sql`SELECT ceil(extract(epoch FROM max(greatest(
                      CASE WHEN busy_until > now() THEN busy_until END, next_at)) - now()) * 1000)
                      AS ms
                FROM source_hosts WHERE host IN ${hosts}
                 AND (busy_until > now() OR next_at > now())`,
        )
        if (wait?.ms !== null && wait?.ms !== undefined && Number(wait.ms) > 0) {
          return Number(wait.ms)
        }
        const held = await tx
          .update(sourceHosts)
          .set({
            busyBy: holder,
            busyUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          })
          .where(
            and(
              inArray(sourceHosts.host, hosts),
              sql`(${sourceHosts.busyUntil} IS NULL OR ${sourceHosts.busyUntil} <= now())`,
            ),
          )
          .returning({ host: sourceHosts.host })
        if (held.length === hosts.length) return 0
        // Another instance took one in between (PostgreSQL): let the others go again.
        await tx
          .update(sourceHosts)
          .set({ busyBy: null, busyUntil: null })
          .where(and(inArray(sourceHosts.host, hosts), eq(sourceHosts.busyBy, holder)))
        return 1000
      })
    },

    /** Lets `hosts` go; no run starts on them for `pauseMs`. */
    async releaseHosts(hosts: string[], holder: string, pauseMs: number): Promise<void> {
      await db
        .update(sourceHosts)
        .set({
          busyBy: null,
          busyUntil: null,
          nextAt: sql`now() + make_interval(secs => ${pauseMs / 1000})`,
        })
        .where(and(inArray(sourceHosts.host, hosts), eq(sourceHosts.busyBy, holder)))
    },

    /** The catalogue's courses at these addresses (the oldest of each, as the import updates). */
    async knownCourses(addresses: string[]): Promise<Map<string, KnownCourse>> {
      if (addresses.length === 0) return new Map()
      const rows = await db
        .selectDistinctOn([courses.officialUrl], {
          officialUrl: courses.officialUrl,
          courseName: courses.courseName,
          rating: courses.rating,
          duration: courses.duration,
          validity: courses.validity,
          certification: courses.certification,
          price: courses.price,
          imageUrl: courses.imageUrl,
          instructor: courses.instructor,
          category: courses.category,
          description: courses.description,
          language: courses.language,
        })
        .from(courses)
        .where(inArray(courses.officialUrl, addresses))
        .orderBy(courses.officialUrl, courses.createdAt, courses.id)
      return new Map(rows.map(({ officialUrl, ...course }) => [officialUrl, course]))
    },
  }
}
export type SourcesRepository = ReturnType<typeof createSourcesRepository>
