// The built index.html, prepared once at start-up for serving pages to a first-time visitor on a
// slow connection: the two files that block the first paint, the theme script and the stylesheet,
// are written into the page itself, so the page paints as soon as its HTML has arrived instead of
// after two more downloads competing with the JavaScript (docs/decisions/019-server-rendering.md).
// The Content-Security-Policy allows no inline script, so the theme script's hash is returned for
// the policy to name it.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type PageTemplate = { html: string; scriptHashes: string[] }

/** The element holding the app's scripts for PAGE_SCRIPT_LOADER: {entry, preload}. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'cc-scripts'

/**
 * Starts the app's scripts once the server-rendered page has painted (the frame after the body is
 * parsed), so that on a slow connection the HTML, its styles and images come first and the
 * JavaScript, which only adds behaviour to a page already readable, does not hold back the first
 * paint. Written into the page, allowed by its hash.
 */
export const PAGE_SCRIPT_LOADER =
  `(function(){var d=document,c=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}').textContent);` +
  "function add(a,h){var e=d.createElement(a);if(a==='link'){e.rel='modulepreload';e.href=h}" +
  "else{e.type='module';e.src=h}d.head.appendChild(e)}" +
  "requestAnimationFrame(function(){setTimeout(function(){c.preload.forEach(function(h){add('link',h)});" +
  "add('script',c.entry)},0)})})()"

const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const THEME_SCRIPT = /<script src="\/theme-init\.js"><\/script>/
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/

const read = (dir: string, file: string) => {
  const full = path.join(dir, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined
}

export function loadPageTemplate(webDistDir: string): PageTemplate | undefined {
  let html = read(webDistDir, 'index.html')
  if (html === undefined) return undefined
  const scriptHashes = [scriptHash(PAGE_SCRIPT_LOADER)]
  const theme = read(webDistDir, 'theme-init.js')
  if (theme !== undefined && THEME_SCRIPT.test(html) && !theme.includes('</')) {
    scriptHashes.push(scriptHash(theme))
    html = html.replace(THEME_SCRIPT, () => `<script>${theme}</script>`)
  }
  const stylesheet = STYLESHEET.exec(html)
  const css = stylesheet ? read(webDistDir, stylesheet[1]!) : undefined
  if (css !== undefined && !css.includes('</')) {
    html = html.replace(STYLESHEET, () => `<style>${css}</style>`)
  }
  return { html, scriptHashes }
}
