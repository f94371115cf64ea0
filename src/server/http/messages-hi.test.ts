// Every message the server can send has its Hindi: the sources are read for the English texts
// (what a handler throws, a schema states, a throttle or a domain constant says), so a new message
// without a Hindi entry fails here. The answers in Hindi are checked in ./errors-language.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COURSE_TEXT_LABELS } from '../../domain/course'
import { hindiMessages, messageIn } from './messages-hi'

const ROOTS = ['src/server', 'src/domain']
/** Text no request is answered with: logs, the CLI, the AI clients' internal errors, the seed. */
const NOT_ANSWERED = [
  'src/server/ai/',
  'src/server/cli/',
  'src/server/test/',
  'src/server/config.ts',
  // The OpenAPI document's title and description.
  'src/server/app.ts',
  'src/domain/schemas/sample-catalogue.ts',
  // The import's findings about a file (sent to the administrator as they are, in English).
  'src/server/features/catalogue-import/import-parser.ts',
]

const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60|"(?:[^"\\\n]|\\.)*")`
/** Where a message is written: the literal is the pattern's first group. */
const MESSAGE_PLACES = [
  String.raw`message:\s*`,
  String.raw`new HttpError\(\s*\d+,\s*'[a-z_]+',\s*`,
  String.raw`errorBody\w*\(\s*(?:[\w.]+,\s*)?'[a-z_]+',\s*`,
  String.raw`new \w+Error\(\s*`,
  String.raw`const [A-Z][A-Z0-9_]* =\s*`,
  String.raw`\?\?\s*`,
  String.raw`return\s+`,
  String.raw`perMinute\([^)]*\),\s*`,
  String.raw`^\s+\w+: (?=')`,
].map((place) => new RegExp(place + LITERAL, 'gm'))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : []
  })
}

/** A sentence for people ('Post not found.', '${label} is required'), not a key or a log word. */
const isSentence = (text: string) =>
  /^(?:[A-Z]\S* |\$\{[^}]+\} |[a-z]+ must )/.test(text) && !LABELS.has(text)
/** Parts of messages, not messages: the course fields' names ('Course name is required'). */
const LABELS = new Set<string>(Object.values(COURSE_TEXT_LABELS))

function englishMessages(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const name = file.split(path.sep).join('/')
    if (NOT_ANSWERED.some((prefix) => name.startsWith(prefix))) continue
    const source = fs.readFileSync(file, 'utf8')
    for (const place of MESSAGE_PLACES) {
      for (const match of source.matchAll(place)) {
        const text = match[1]!.slice(1, -1)
        if (isSentence(text)) found.set(text, name)
      }
    }
  }
  return found
}

/** A template's ${...} parts as a pattern over the finished messages. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\$\{[^}]*\}/)
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`)
}

function hasHindi(text: string): boolean {
  if (!text.includes('${')) return messageIn('hi', text) !== text
  const pattern = templatePattern(text)
  if (Object.keys(hindiMessages).some((english) => pattern.test(english))) return true
  const example = text.replace(/\$\{[^}]*\}/g, '1')
  return messageIn('hi', example) !== example
}

describe("the server's messages in Hindi", () => {
  it('finds the messages in the sources', () => {
    const messages = englishMessages()
    expect(messages.size).toBeGreaterThan(80)
    for (const known of ['Post not found.', 'Please sign in first.', 'Price must be a number']) {
      expect([...messages.keys()].some((m) => m.startsWith(known))).toBe(true)
    }
  })

  it('has a Hindi entry for every English message the server can send', () => {
    const missing = [...englishMessages()]
      .filter(([text]) => !hasHindi(text))
      .map(([text, file]) => `${file}: ${text}`)
    expect(missing).toEqual([])
  })

  it('writes every entry in Devanagari', () => {
    for (const hindi of Object.values(hindiMessages)) expect(hindi).toMatch(/[\u0900-\u097f]/)
  })

  it('keeps English as it is, and a message without an entry as it is', () => {
    expect(messageIn('en', 'Post not found.')).toBe('Post not found.')
    expect(messageIn('hi', 'Post not found.')).toBe('पोस्ट नहीं मिली।')
    expect(messageIn('hi', 'Something only the log says')).toBe('Something only the log says')
    expect(messageIn('hi', 'There is no GET /api/nothing in this API.')).toBe(
      'इस API में GET /api/nothing नहीं है।',
    )
  })
})
