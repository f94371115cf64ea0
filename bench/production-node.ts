// How the site's process is started in production (scripts/start.sh): the benchmarks start their
// targets the same way, so that a figure includes what those settings cost or save.
import fs from 'node:fs'

const script = fs.readFileSync(new URL('../scripts/start.sh', import.meta.url), 'utf8')

/** node's command-line flags, as scripts/start.sh passes them. */
export const PRODUCTION_NODE_FLAGS = (/^NODE_FLAGS="([^"]*)"$/m.exec(script)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)

/** The environment scripts/start.sh sets before node starts. */
export const PRODUCTION_NODE_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: /MALLOC_ARENA_MAX:-(\d+)/.exec(script)?.[1] ?? '2',
  NODE_ENV: 'production',
}

if (PRODUCTION_NODE_FLAGS.length === 0) throw new Error('scripts/start.sh names no NODE_FLAGS')
