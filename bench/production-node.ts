// How the site's process is started in production (scripts/start.sh): the benchmarks start their
// targets the same way, so that a figure includes what those settings cost or save.
import fs from 'node:fs'

const script = fs.readFileSync(new URL('../scripts/start.sh', import.meta.url), 'utf8')
const words = (name: string) =>
  (new RegExp(`^${name}="([^"]*)"$`, 'm').exec(script)?.[1] ?? '').split(' ').filter(Boolean)

/** NODE_TUNING in scripts/start.sh: memory (the default) or speed (large catalogues). */
export type NodeTuning = 'memory' | 'speed'

/** node's command-line flags, as scripts/start.sh passes them for `tuning`. */
export function productionNodeFlags(tuning: NodeTuning): string[] {
  const always = words('NODE_FLAGS')
  return tuning === 'memory' ? [...always, ...words('MEMORY_FLAGS')] : always
}

/** The flags of the default tuning. */
export const PRODUCTION_NODE_FLAGS = productionNodeFlags('memory')

/** The environment scripts/start.sh sets before node starts. */
export const PRODUCTION_NODE_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: /MALLOC_ARENA_MAX:-(\d+)/.exec(script)?.[1] ?? '2',
  NODE_ENV: 'production',
}

if (words('NODE_FLAGS').length === 0 || words('MEMORY_FLAGS').length === 0) {
  throw new Error('scripts/start.sh names no NODE_FLAGS or MEMORY_FLAGS')
}
