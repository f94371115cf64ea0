// Which of scripts/start.sh's two tunings suits a catalogue (docs/decisions/057-node-tuning-by-catalogue.md).
// `memory` (the default) starts node with --optimize-for-size: the sample site stays within its
// memory budget (decision 049). From LARGE_CATALOGUE_COURSES on, an instance holds several hundred
// MB for its index anyway, and `speed` answers each search with about a quarter less processor time
// for about 100 MB more; the flags are fixed before node starts, so the server says so at start and
// the owner chooses (NODE_TUNING=speed in the environment).

export type NodeTuning = 'memory' | 'speed'

/** From this many courses on, the server suggests NODE_TUNING=speed. */
export const LARGE_CATALOGUE_COURSES = 50_000

/** The tuning a catalogue of `courses` courses wants. */
export const advisedTuning = (courses: number): NodeTuning =>
  courses >= LARGE_CATALOGUE_COURSES ? 'speed' : 'memory'

/** The tuning this process was started with, read from node's own flags. */
export const runningTuning = (execArgv: readonly string[]): NodeTuning =>
  execArgv.includes('--optimize-for-size') ? 'memory' : 'speed'

/**
 * A line for the log when the running tuning is not the one the catalogue wants: only a large
 * catalogue under `memory` (a small one under `speed` is the owner's choice of speed over memory).
 */
export function tuningAdvice(courses: number, execArgv: readonly string[]): string | undefined {
  if (advisedTuning(courses) !== 'speed' || runningTuning(execArgv) === 'speed') return undefined
  return (
    `The catalogue holds ${courses.toLocaleString('en')} courses: set NODE_TUNING=speed where the ` +
    'site is started to answer searches with about a quarter less processor time, for about ' +
    '100 MB more memory per instance (docs/decisions/057-node-tuning-by-catalogue.md).'
  )
}
