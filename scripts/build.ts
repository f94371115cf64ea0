// npm run build [-- --if-stale]: the web app for the browser and for server rendering (Vite, decision 019), their
// precompressed copies, and the server bundled into plain JavaScript (esbuild), which `npm start`
// runs with node alone (docs/decisions/048-built-server.md). Ends by writing dist/build.json with
// the digest of the sources it was made from, so `npm start` can tell a current build from a stale
// one (scripts/build-inputs.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { build as buildWithEsbuild } from 'esbuild'
import { build as buildWithVite } from 'vite'
import { precompress } from './precompress'
import { createPglite, databaseFromPglite } from '../src/server/db/database'
import { EMBEDDED_TEMPLATE } from '../src/server/server-files'
import { ROOT, STAMP_FILE, buildState, sourcesDigest } from './build-inputs.mjs'

if (process.argv.includes('--if-stale') && buildState() === 'current') {
  console.log('the build is current (dist/build.json)')
  process.exit(0)
}

// A build is a production build, whatever the environment says. Under NODE_ENV=test (vitest sets
// it, and the cluster tests' setup builds from there) Vite compiled the server entry's JSX for
// React's development runtime, which the production server does not load ("jsxDEV is not a
// function"): every page fell back to the empty shell, and the digest called that build current.
process.env.NODE_ENV = 'production'

const started = Date.now()
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const sources = sourcesDigest()
fs.rmSync(STAMP_FILE, { force: true })

const configFile = path.join(ROOT, 'vite.config.ts')
await buildWithVite({ configFile, logLevel: 'warn' })
await buildWithVite({ configFile, logLevel: 'warn', build: { ssr: 'entry-server.tsx' } })
const { before, after } = precompress(path.join(ROOT, 'dist', 'web'))
console.log(
  `built the web app (${since()}); precompressed ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
)

// Each entry is a flat module in dist/server, so that the server finds its worker modules beside
// it and the project root two folders up, as from the sources (src/server/server-files.ts).
const outdir = path.join(ROOT, 'dist', 'server')
fs.rmSync(outdir, { recursive: true, force: true })
await buildWithEsbuild({
  absWorkingDir: ROOT,
  entryPoints: {
    main: 'src/server/main.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    'search-worker': 'src/server/features/courses/search/search-worker.ts',
    'catalogue-import': 'src/server/cli/catalogue-import.ts',
    backup: 'src/server/cli/backup.ts',
    'eval-recommendations': 'src/server/cli/eval-recommendations.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // The dependencies are bundled too: one file to read instead of some 1,500 at each start. Left
  // out: the packages that load files of their own (PostgreSQL's WebAssembly, the native image
  // and password-hashing libraries) and pg's optional native driver.
  external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg-native'],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { SERVER_BUILD: 'true' },
  chunkNames: 'shared-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
})
const serverBytes = fs
  .readdirSync(outdir)
  .reduce((sum, name) => sum + fs.statSync(path.join(outdir, name)).size, 0)
console.log(`built the server: dist/server, ${(serverBytes / 1024).toFixed(0)} KB (${since()})`)

// A fresh embedded database, migrated, as an archive: a site's first start copies it instead of
// running initdb (about 1 s instead of 3; docs/decisions/048-built-server.md).
const template = await createPglite({})
const migrated = await databaseFromPglite(template, { migrate: true })
await migrated.bus.close()
const archive = await template.dumpDataDir('gzip')
fs.writeFileSync(EMBEDDED_TEMPLATE, Buffer.from(await archive.arrayBuffer()))
await template.close()
console.log(`built the embedded database's template (${since()})`)

fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`)
