// Where the server's own files are, whether it runs from its build or from its sources
// (docs/decisions/048-built-server.md). `npm run build` bundles src/server into flat modules in
// dist/server; tests and `npm run dev` run the TypeScript sources under tsx. Both sit two folders
// below the project root, so the root is found the same way from either; data files the server
// reads (the sample catalogue, the common passwords, the search synonyms, the migrations) stay
// where they are in the tree and are found from the root.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Set to true by the build (scripts/build.ts, esbuild's `define`); absent in the sources. */
declare const SERVER_BUILD: boolean | undefined

/** True in dist/server, false when the TypeScript sources run (tests, `npm run dev`). */
export const runsFromBuild = typeof SERVER_BUILD === 'boolean' && SERVER_BUILD

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The build's archive of a fresh, migrated embedded database (scripts/build.ts): a new site copies
 * it instead of running initdb. Used only by the built server, whose build made it with the same
 * PGlite.
 */
export const EMBEDDED_TEMPLATE = path.join(PROJECT_ROOT, 'dist', 'embedded-database.tgz')

/** A file of the server's sources, named from src/server (`auth/common-passwords.txt`). */
export function serverSourceFile(name: string): string {
  return path.join(PROJECT_ROOT, 'src', 'server', name)
}

/**
 * A worker thread's module: the TypeScript source beside its caller when the sources run, the
 * bundle's flat module of the same name in the build (scripts/build.ts names each worker entry).
 */
export function workerModule(sourceName: string, callerUrl: string): URL {
  return runsFromBuild
    ? new URL(`./${path.basename(sourceName, '.ts')}.js`, import.meta.url)
    : new URL(sourceName, callerUrl)
}
