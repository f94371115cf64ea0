// The server build of the web app (dist/web-server beside dist/web, decision 019), imported once.
// The server starts importing it early, while its database opens (src/server/main.ts), and the web
// routes take the same import when they register.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRendererModule } from '../../domain/page-render'

const imports = new Map<string, Promise<PageRendererModule | undefined>>()

export function loadBuiltRenderer(webDistDir: string): Promise<PageRendererModule | undefined> {
  const entry = path.join(webDistDir, '..', 'web-server', 'entry-server.js')
  let loading = imports.get(entry)
  if (!loading) {
    loading = fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRendererModule>)
      : Promise.resolve(undefined)
    imports.set(entry, loading)
  }
  return loading
}
