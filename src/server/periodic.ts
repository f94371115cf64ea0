// Upkeep that runs now and then on every instance (trimming the event log, expired idempotency
// keys): on a timer that keeps no process alive, its failures handed to `onError`, never thrown.

/** Runs `task` every `everyMs`; call the answer to stop. */
export function runEvery(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => void task().catch(onError), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Adds job `name` for this minute now and every minute until the answer is called: every instance
 * adds it, the queue runs it once per minute (its key is the minute), or once per `everyMinutes`
 * (the key is the period's first minute). Used by the price alerts, the follows' digests and the
 * exam reminders.
 */
export function enqueueEveryMinute(
  jobs: { enqueue: (name: string, key: string, payload: object) => Promise<unknown> },
  name: string,
  onError: (error: unknown) => void,
  everyMinutes = 1,
): () => void {
  const enqueue = () => {
    const minute = Math.floor(Date.now() / 60_000)
    return jobs.enqueue(name, `minute:${minute - (minute % everyMinutes)}`, {})
  }
  void enqueue().catch(onError)
  return runEvery(60_000, enqueue, onError)
}
