// Builds the site when dist/ is missing or older than the sources (scripts/build.ts --if-stale):
// the cluster's instances run the built server, as a host does.
import { spawnSync } from 'node:child_process'

export default function setup() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--if-stale'],
    {
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error('npm run build failed')
}
