// The Devanagari font of Hindi pages (docs/decisions/025-a-smaller-devanagari-font.md) against what
// the site writes and what styles.css says of it: a Devanagari character the font lacks would be
// drawn in another font (and its conjuncts broken), and a unicode-range wider than the font would
// download it for text it cannot draw.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../../..')
const font = fontkit.create(
  fs.readFileSync(path.join(here, 'noto-sans-devanagari-hindi.woff2')),
) as fontkit.Font
const styles = fs.readFileSync(path.join(root, 'src/web/styles.css'), 'utf8')

/** The @font-face rule of the Hindi font in styles.css. */
const fontFace =
  /@font-face\s*{[^}]*noto-sans-devanagari-hindi\.woff2[^}]*}/.exec(styles)?.[0] ?? ''

/** The code points of a CSS unicode-range. */
function unicodeRangeCodePoints(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    const start = parseInt(from!, 16)
    for (let p = start; p <= (to ? parseInt(to, 16) : start); p++) points.add(p)
  }
  return points
}

/** Every file under dir whose name ends with one of the extensions. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension))
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    )
}

describe('the Hindi font', () => {
  // (fontkit lists U+FFFF, the end mark of the cmap's last segment, as a character.)
  const covered = new Set(font.characterSet.filter((point) => point !== 0xffff))

  it('has every Devanagari character the site writes', () => {
    const missing = new Map<string, string>()
    for (const file of filesUnder(path.join(root, 'src'), ['.ts', '.tsx', '.json', '.jsonl'])) {
      for (const [character] of fs.readFileSync(file, 'utf8').matchAll(/[\u0900-\u097F]/g)) {
        if (!covered.has(character.codePointAt(0)!)) missing.set(character, file)
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it('is declared in styles.css for exactly the characters it has', () => {
    const range = /unicode-range:\s*([^;]+);/.exec(fontFace)?.[1]
    expect(range).toBeDefined()
    const declared = [...unicodeRangeCodePoints(range!)].sort((a, b) => a - b)
    expect(declared).toEqual([...covered].sort((a, b) => a - b))
  })

  it('has the weights the site uses, 400 to 800, as styles.css declares', () => {
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 800 })
    expect(fontFace).toMatch(/font-weight:\s*400 800;/)
    expect(fontFace).toMatch(/font-display:\s*swap;/)
  })
})
