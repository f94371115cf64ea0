// npm run bench [-- --only footprint|courses|live|comments|import|sources|digests|cluster|idempotency] [--database-url postgres://...] [--seconds N] ...
// Runs each benchmark in its own process with the same options.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const i = args.indexOf('--only')
const only = i >= 0 ? args[i + 1] : undefined
const rest = i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : args
let failed = false
for (const name of [
  'footprint',
  'courses',
  'live',
  'comments',
  'import',
  'sources',
  'digests',
  'cluster',
  'idempotency',
]) {
  if (only && only !== name) continue
  const file = fileURLToPath(new URL(`./${name}.bench.ts`, import.meta.url))
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...rest], {
    stdio: 'inherit',
  })
  failed ||= result.status !== 0
}
process.exit(failed ? 1 : 0)
