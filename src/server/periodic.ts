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
