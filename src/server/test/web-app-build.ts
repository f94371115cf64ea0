// Server tests render pages with the web app's source server entry (production loads its build,
// dist/web-server), in a directory holding an index.html shaped like the client build's. The one
// place the server side imports the web app: eslint.config.js allows it for src/server/test only.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PageRendererModule } from '../../domain/page-render'

export async function sourcePageRenderer(): Promise<PageRendererModule> {
  return await import('../../web/entry-server')
}

/** The stylesheet's Devanagari font, as Vite names the built file (src/web/styles.css). */
export const FAKE_HINDI_FONT = '/assets/noto-sans-devanagari-hindi-abc.woff2'
const FAKE_FONT_FACE = `@font-face{font-family:Hindi;src:url(${FAKE_HINDI_FONT})format("woff2")}`

/**
 * A client build directory with an index.html like Vite's (theme script, entry script, stylesheet,
 * #root) and the theme script and stylesheet it names.
 */
export function fakeWebBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-web-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="Default description" />',
      '    <title>CourseCompass</title>',
      '    <script src="/theme-init.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  )
  fs.writeFileSync(
    path.join(dir, 'theme-init.js'),
    "document.documentElement.classList.add('js')\n",
  )
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), `${FAKE_FONT_FACE}body{margin:0}\n`)
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
