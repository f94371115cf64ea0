// The docs the tree keeps true (docs/architecture.md): every folder under src/ is named on that
// page, every decision record is in its index, and every docs/ page and #anchor a file cites exists.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const architecture = read('docs/architecture.md')

function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${dir}/${entry.name}`
      return [folder, ...folders(folder)]
    })
}

function files(dir: string, extensions: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file, extensions)
    return extensions.test(entry.name) ? [file] : []
  })
}

/**
 * The rows of the "Where code lives" table: a folder (`src/server/features/<area>/`, where `<area>`
 * stands for any one folder) and the text that describes it.
 */
function placeRows(): { folder: RegExp; text: string; holder: string | undefined }[] {
  const section = architecture.slice(
    architecture.indexOf('## Where code lives'),
    architecture.indexOf('## Request flow'),
  )
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [, cell = '', text = ''] = line.split('|')
      return [...cell.matchAll(/`([^`]+)`/g)].map((match) => {
        const parts = match[1]!.replace(/\/$/, '').split('/')
        // `<area>` is any folder the row's text names ("Areas: account, admin, ...").
        const pattern = parts
          .map((part) =>
            part.startsWith('<') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')
        const wildcard = parts.findIndex((part) => part.startsWith('<'))
        return {
          folder: new RegExp(`^${pattern}(?:/|$)`),
          text,
          // The folder that holds the areas is this row's too.
          holder: wildcard > 0 ? parts.slice(0, wildcard).join('/') : undefined,
        }
      })
    })
}

/** Whether `text` names `name` as a whole word (`course-art`, not `course art`; not `course-arts`). */
const names = (text: string, name: string) =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')

const anchorsOf = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!.replace(/`/g, ''))),
  )

describe('docs/architecture.md', () => {
  it('names every folder under src/, in the row of the folder it sits in', () => {
    const rows = placeRows()
    const unnamed = folders('src').filter((folder) => {
      // The three layers are named where the page explains them.
      if (architecture.includes(`\`${folder}\``)) return false
      return !rows.some((row) => {
        if (row.holder === folder) return true
        const match = row.folder.exec(folder)
        if (!match) return false
        if (match[1] !== undefined && !names(row.text, match[1])) return false
        const rest = folder.slice(match[0].length).replace(/^\//, '')
        // The row's own folder, or a folder inside it that the row names (`search/`, `i18n`).
        return rest === '' || rest.split('/').every((part) => names(row.text, part))
      })
    })
    expect(unnamed).toEqual([])
  })

  it('lists every decision record in its index, with its title linked', () => {
    const index = architecture.slice(architecture.indexOf('## Decision records'))
    const records = fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => /^\d{3}-/.test(f))
    const missing = records.filter((file) => !index.includes(`(decisions/${file})`))
    expect(missing).toEqual([])
    const listed = [...index.matchAll(/\(decisions\/([^)]+)\)/g)].map((match) => match[1]!)
    expect(listed.filter((file) => !records.includes(file))).toEqual([])
  })
})

describe('citations of the docs', () => {
  const citing = [
    ...files('src', /\.(ts|tsx|css)$/),
    ...files('scripts', /\.(ts|mjs|mts|sh)$/),
    ...files('bench', /\.ts$/),
    ...files('tests', /\.ts$/),
    ...files('docs', /\.md$/),
    'README.md',
  ]

  it('cite pages and anchors that exist', () => {
    const broken: string[] = []
    const anchors = new Map<string, Set<string>>()
    for (const file of citing) {
      for (const match of read(file).matchAll(/\bdocs\/([\w./-]+\.md)(#[\w-]+)?/g)) {
        const page = `docs/${match[1]}`
        if (!fs.existsSync(path.join(root, page))) {
          broken.push(`${file}: ${match[0]}`)
          continue
        }
        const anchor = match[2]?.slice(1)
        if (!anchor) continue
        if (!anchors.has(page)) anchors.set(page, anchorsOf(read(page)))
        if (!anchors.get(page)!.has(anchor)) broken.push(`${file}: ${match[0]}`)
      }
    }
    expect(broken).toEqual([])
  })
})
