// Jobs on the database (docs/decisions/058-jobs-on-the-database.md): work that runs later, in the
// background, on whichever instance claims it first, the same on PGlite and on PostgreSQL.
// - `enqueue` adds a job once per (kind, key): several instances enqueuing the same work at once add
//   one row, and the same key is never run twice.
// - An instance claims one due job at a time with FOR UPDATE SKIP LOCKED and leases it for the job's
//   timeout and a margin: two instances never run a job at once, and a job whose instance stopped
//   mid-way is taken again when its lease runs out (a restart, a crash).
// - A handler gets an AbortSignal that fires at its timeout; a failure or a timeout is tried again
//   after a backoff that doubles (30 s, 1 min, 2 min, ... at most 1 hour) until its last attempt,
//   then the job stays `failed` with its error. The row is let go only once the handler has
//   returned (or 25 s after it was told to stop): handlers must heed the signal.
// - Stopping the instance (a deploy) tells a running job to stop and puts it back, its try not
//   counted, as does a handler that throws JobDeferredError (what it needs is busy: it waits); a job whose instance died during its last attempt is failed, not run again.
// - Finished jobs are deleted after a week.
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../db/db-type'
import { jobs } from '../db/schema'

export interface JobContext {
  /** Fires when the job's time is up; a handler stops its requests then. */
  signal: AbortSignal
  /** 1 for the first try. */
  attempt: number
  /** Whether a failure now is the job's last (it will not be tried again). */
  lastAttempt: boolean
}

export interface JobKind<P> {
  run: (payload: P, context: JobContext) => Promise<void>
  /** How long one try may take (default 60 s). */
  timeoutMs?: number
  /** How many tries in all (default 5). */
  maxAttempts?: number
  /** The first retry's delay, doubled for each retry after it (default 30 s), at most an hour. */
  backoffMs?: number
}

const DEFAULTS = { timeoutMs: 60_000, maxAttempts: 5, backoffMs: 30_000 }
const MAX_BACKOFF_MS = 60 * 60_000
/** The lease beyond a job's timeout: time to record its outcome. */
const LEASE_MARGIN_MS = 30_000
/** How long finished jobs are kept. */
export const FINISHED_JOB_DAYS = 7
/** How much of an error is kept. */
const ERROR_MAX = 1000

/** The delay before try `attempt + 1`, after `attempt` tries failed. */
export const backoffDelay = (backoffMs: number, attempt: number) =>
  Math.min(backoffMs * 2 ** (attempt - 1), MAX_BACKOFF_MS)

interface ClaimedJob {
  id: number
  kind: string
  payload: unknown
  attempts: number
  max_attempts: number
}

/** The instance is stopping: the job goes back to the queue, its try not counted. */
export class JobStoppingError extends Error {
  constructor() {
    super('the instance is stopping')
    this.name = 'JobStoppingError'
  }
}

/**
 * Thrown by a handler that cannot run yet (what it needs is busy): the job waits `delayMs` and is
 * tried again, this try not counted.
 */
export class JobDeferredError extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
  ) {
    super(message)
    this.name = 'JobDeferredError'
  }
}

export class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`)
    this.name = 'JobTimeoutError'
  }
}

export function createJobQueue(options: {
  db: Db
  log: { warn: (details: object, message: string) => void }
  /** Names this instance in the leases it holds (diagnostics). */
  instance?: string
  /** How often an idle instance looks for due jobs (default 2 s). */
  pollMs?: number
}) {
  const { db, log } = options
  const instance = options.instance ?? randomBytes(6).toString('hex')
  const pollMs = options.pollMs ?? 2000
  const kinds = new Map<string, Required<JobKind<unknown>>>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = true
  /** Set by stop(): the job running finishes, no other is claimed. */
  let halting = false
  /** Which start() the poll loop belongs to: a loop of an earlier start ends by itself. */
  let generation = 0
  /** Jobs running now, so that stopping aborts and awaits them. */
  const inFlight = new Set<AbortController>()

  async function claim(): Promise<ClaimedJob | undefined> {
    const names = [...kinds.keys()]
    if (names.length === 0) return undefined
    const longest = Math.max(...[...kinds.values()].map((kind) => kind.timeoutMs))
    const leaseMs = longest + LEASE_MARGIN_MS
    // One statement: a job whose instance stopped during its last attempt (a crash, every time)
    // is failed, not run again; then the first due job, or one whose lease ran out, is leased.
    const [job] = await rowsOf<ClaimedJob>(
      db,
      sql`WITH given_up AS (
            UPDATE jobs SET state = 'failed', finished_at = now(), locked_by = NULL,
                   locked_until = NULL,
                   last_error = 'its instance stopped during its last attempt'
             WHERE kind IN ${names} AND state = 'running' AND locked_until < now()
               AND attempts >= max_attempts)
          UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${instance},
                 locked_until = now() + make_interval(secs => ${leaseMs / 1000})
           WHERE id = (SELECT id FROM jobs
                        WHERE kind IN ${names}
                          AND ((state = 'queued' AND run_at <= now())
                            OR (state = 'running' AND locked_until < now()
                                AND attempts < max_attempts))
                        ORDER BY run_at, id
                        LIMIT 1
                        FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts, max_attempts`,
    )
    return job && { ...job, id: Number(job.id) }
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const kind = kinds.get(job.kind)!
    const controller = new AbortController()
    inFlight.add(controller)
    const lastAttempt = job.attempts >= job.max_attempts
    let timeout: NodeJS.Timeout | undefined
    /** The row while this instance holds it, and what letting it go writes. */
    const ours = and(eq(jobs.id, job.id), eq(jobs.lockedBy, instance))
    const released = { lockedBy: null, lockedUntil: null }
    const handler = (async () =>
      kind.run(job.payload, { signal: controller.signal, attempt: job.attempts, lastAttempt }))()
    try {
      await Promise.race([
        handler,
        new Promise((_resolve, reject) => {
          timeout = setTimeout(() => {
            const error = new JobTimeoutError(kind.timeoutMs)
            // Rejected before the handler hears of it: a handler that then returns does not count
            // as done.
            reject(error)
            controller.abort(error)
          }, kind.timeoutMs)
          // Stopping rejects at once too: the job is put back below, not recorded as done.
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
            once: true,
          })
        }),
      ])
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: new Date(), ...released })
        .where(ours)
    } catch (error) {
      controller.abort(error)
      // The row stays leased until the handler has let go (it was told to stop), at most the
      // lease's margin: another instance must not run the job while this one still does.
      await Promise.race([
        handler.catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, LEASE_MARGIN_MS - 5000).unref()),
      ])
      if (error instanceof JobStoppingError || error instanceof JobDeferredError) {
        const delayMs = error instanceof JobDeferredError ? error.delayMs : 0
        await db
          .update(jobs)
          .set({
            state: 'queued',
            attempts: sql`${jobs.attempts} - 1`,
            runAt: new Date(Date.now() + delayMs),
            ...released,
          })
          .where(ours)
        return
      }
      // One line of text a row can hold (PostgreSQL refuses a NUL; an error may quote a remote host).
      const message = (error instanceof Error ? error.message : String(error))
        .slice(0, ERROR_MAX)
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .replace(/[\ud800-\udfff]/g, '\ufffd')
      const retry = !lastAttempt
      await db
        .update(jobs)
        .set({
          state: retry ? 'queued' : 'failed',
          runAt: retry
            ? new Date(Date.now() + backoffDelay(kind.backoffMs, job.attempts))
            : undefined,
          finishedAt: retry ? null : new Date(),
          lastError: message,
          ...released,
        })
        .where(ours)
      log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
        retry ? 'a job failed; it will be tried again' : 'a job failed on its last attempt',
      )
    } finally {
      clearTimeout(timeout)
      inFlight.delete(controller)
    }
  }

  /** Runs due jobs one after another until none is due; answers how many ran. */
  async function runDue(): Promise<number> {
    let ran = 0
    for (let job = await claim(); job; job = halting ? undefined : await claim()) {
      await runOne(job)
      ran++
    }
    return ran
  }

  const poll = (loop: number) => {
    timer = setTimeout(() => {
      running = runDue()
        .catch((error: unknown) => log.warn({ err: error }, 'looking for due jobs failed'))
        .finally(() => {
          if (!stopped && loop === generation) poll(loop)
        })
    }, pollMs)
    timer.unref()
  }

  return {
    instance,

    /** Says how to run jobs of `kind`; an instance claims only the kinds it knows. */
    define<P>(name: string, kind: JobKind<P>): void {
      kinds.set(name, { ...DEFAULTS, ...kind } as Required<JobKind<unknown>>)
    },

    /**
     * Adds a job, once per (kind, key): answers false when one with that key exists already (done,
     * failed or waiting). `db` may be a transaction, so the job exists only if it commits.
     */
    async enqueue<P>(
      kind: string,
      key: string,
      payload: P,
      options: { runAt?: Date; maxAttempts?: number; db?: Db } = {},
    ): Promise<boolean> {
      const maxAttempts =
        options.maxAttempts ?? kinds.get(kind)?.maxAttempts ?? DEFAULTS.maxAttempts
      const rows = await (options.db ?? db)
        .insert(jobs)
        .values({
          kind,
          key,
          payload: payload as object,
          maxAttempts,
          ...(options.runAt && { runAt: options.runAt }),
        })
        .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    runDue,

    /** Starts looking for due jobs every `pollMs`. */
    start(): void {
      if (!stopped) return
      stopped = false
      halting = false
      poll(++generation)
    },

    /** Stops looking; a job running now is told to stop and awaited. */
    async stop(): Promise<void> {
      stopped = true
      halting = true
      clearTimeout(timer)
      for (const controller of inFlight) controller.abort(new JobStoppingError())
      await running
    },

    /** Deletes finished jobs older than FINISHED_JOB_DAYS. */
    async trim(): Promise<void> {
      await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.state, ['done', 'failed']),
            lt(jobs.finishedAt, new Date(Date.now() - FINISHED_JOB_DAYS * 86_400_000)),
          ),
        )
    },
  }
}
export type JobQueue = ReturnType<typeof createJobQueue>
