// npm start (and the command-line tools: npm run backup, ...): runs a module of the built server
// with plain node, in this process (docs/decisions/048-built-server.md). Builds first when the
// build is missing or was made from other sources, and says so; on a production install, which has
// no build tools (`npm ci --omit=dev`), it runs the build it has and warns when that is stale.
//   node scripts/start.mjs [main|backup|catalogue-import|eval-recommendations] [arguments...]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import module, { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, buildState } from './build-inputs.mjs'

const ENTRIES = ['main', 'backup', 'catalogue-import', 'eval-recommendations']
const entry = ENTRIES.includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'main'
const built = path.join(ROOT, 'dist', 'server', `${entry}.js`)

function buildToolsInstalled() {
  const require = createRequire(path.join(ROOT, 'package.json'))
  try {
    for (const tool of ['vite', 'esbuild', 'tsx']) require.resolve(`${tool}/package.json`)
    return true
  } catch {
    return false
  }
}

// A host that says NODE_ENV=production (the systemd unit does) never builds at start: the service
// cannot write its tree, and what runs is what was built and installed.
const production = process.env.NODE_ENV === 'production'
const state = buildState()
if (state !== 'current') {
  const why =
    state === 'missing' ? 'there is no build yet' : 'the sources changed since the last build'
  if (!production && buildToolsInstalled()) {
    console.error(`Building the site first: ${why} (npm run build) ...`)
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  } else if (fs.existsSync(built)) {
    console.error(
      `Warning: ${why}, and this is a production install (NODE_ENV=production or no build tools): ` +
        'the existing build runs. Build with `npm ci && npm run build`, then `npm ci --omit=dev`.',
    )
  } else {
    console.error(
      `Cannot start: ${why}, and this is a production install (NODE_ENV=production or no build ` +
        'tools). Build with `npm ci && npm run build` first (docs/deploy.md).',
    )
    process.exit(1)
  }
}

// React and other libraries choose their production builds by NODE_ENV; the development build of
// React's server renderer is slower and holds several MB more. A host can still set it otherwise.
process.env.NODE_ENV ??= 'production'
// Node 22.1+ keeps the compiled code of the modules it loads on disk for the next start.
module.enableCompileCache?.()
await import(pathToFileURL(built).href)
