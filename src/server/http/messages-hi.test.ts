// Every message the server can send has its Hindi: the sources are read for the English texts
// (what a handler throws, a schema states, a throttle or a domain constant says), so a new message
// without a Hindi entry fails here. The answers in Hindi are checked in ./errors-language.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import Fastify, { errorCodes } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COURSE_TEXT_LABELS } from '../../domain/course'
import { hindiMessages, messageIn } from './messages-hi'

const ROOTS = ['src/server', 'src/domain']
/**
 * Text no request is answered with (logs, the CLI, the AI clients' internal errors, the seed), or
 * answered before any request is read, so in English: there is no language to choose by.
 */
const NOT_ANSWERED = [
  'src/server/http/client-errors.ts',
  'src/server/ai/',
  'src/server/cli/',
  // Backup and restore: command-line messages for the operator, like src/server/cli/.
  'src/server/backup/',
  // Log lines, for the operator.
  'src/server/http/request-log.ts',
  'src/server/test/',
  'src/server/config.ts',
  // The OpenAPI document's title and description.
  'src/server/app.ts',
  // The account e-mails: worded per language in their own typed table (mail-templates.ts).
  'src/server/mail/',
  'src/domain/schemas/sample-catalogue.ts',
  // The import's findings, written from parts: their Hindi (./import-messages-hi.ts) is checked by
  // uploading files that give every one of them in Hindi (catalogue-import/import-routes.test.ts).
  'src/server/features/catalogue-import/import-parser.ts',
  // A catalogue source's run log: what a run met, stored as it happened and read by administrators
  // later (docs/product.md#catalogue-sources), not an answer to a request; the filler a course
  // page's missing facts read ('Not stated') is catalogue data, like a course's own text.
  'src/server/features/catalogue-import/source-refresh.ts',
  'src/server/features/catalogue-import/course-page.ts',
  // Exam stages' and statuses' names: worded per language in their own tables (the pages,
  // calendars and mails').
  'src/domain/exam-stage-names.ts',
  'src/domain/exam-status-names.ts',
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
  /^(?:[A-Z]\S* |\$\{[^}]+\} |[a-z]\w* must )/.test(text) && !LABELS.has(text)
/** Parts of messages, not messages: the course fields' names ('Course name is required'). */
const LABELS = new Set<string>(Object.values(COURSE_TEXT_LABELS))

function englishMessages(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const name = file.split(path.sep).join('/')
    if (NOT_ANSWERED.some((prefix) => name.startsWith(prefix))) continue
    // The Hindi tables themselves (this file's subject, keyed by the English).
    if (name.endsWith('-hi.ts')) continue
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

const HINDI = /[\u0900-\u097f]/

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

  it("has Hindi for Fastify's own answers to malformed requests, as the libraries word them", async () => {
    const fastify = [
      new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
      new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(),
      new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(),
      new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(),
      new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(),
      new errorCodes.FST_ERR_BAD_URL('/api/courses/%E0%A4'),
      new errorCodes.FST_ERR_MAX_PARAM_LENGTH('/api/courses/xxx'),
    ]
    const app = Fastify()
    await app.register(multipart)
    await app.ready()
    const forms = Object.values(app.multipartErrors).map((E) => new E())
    await app.close()
    const refusals = [...fastify, ...forms].filter((error) => error.statusCode! < 500)
    expect(refusals.length).toBeGreaterThan(10)
    for (const { message } of refusals) expect(messageIn('hi', message), message).toMatch(HINDI)
  })

  it("words zod's own messages in Hindi, clearly enough for a caller to act on", () => {
    const messages = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error!.issues.map((issue) => issue.message)
    const english = [
      ...messages(z.object({ name: z.string(), count: z.number(), on: z.boolean() }), {}),
      ...messages(z.object({ name: z.string() }), { name: 5 }),
      ...messages(z.object({ list: z.array(z.string()), at: z.date() }), { list: 'x', at: 'x' }),
      ...messages(z.object({}), []),
      ...messages(z.int(), 1.5),
      ...messages(z.enum(['json', 'csv']), 'xml'),
      ...messages(z.literal('up'), 'down'),
      ...messages(z.string().max(5), 'too long'),
      ...messages(z.string().min(3), 'ab'),
      ...messages(z.string().min(1), ''),
      ...messages(z.string().length(4), 'abc'),
      ...messages(z.number().max(5), 6),
      ...messages(z.number().gt(0), 0),
      ...messages(z.number().multipleOf(5), 7),
      ...messages(z.array(z.string()).max(1), ['a', 'b']),
      ...messages(z.array(z.string()).nonempty(), []),
      ...messages(z.email(), 'asha@'),
      ...messages(z.url(), 'not a url'),
      ...messages(z.uuid(), 'x'),
      ...messages(z.iso.datetime(), 'x'),
      ...messages(z.string().regex(/^\d+$/), 'x'),
      ...messages(z.string().startsWith('https://'), 'x'),
      ...messages(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }),
      ...messages(z.record(z.enum(['a']), z.string()), { b: 'x' }),
      ...messages(z.union([z.string(), z.number()]), true),
      ...messages(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a') }),
          z.object({ kind: z.literal('b') }),
        ]),
        { kind: 'c' },
      ),
    ]
    expect(english.length).toBeGreaterThan(25)
    for (const message of english) {
      const hindi = messageIn('hi', message)
      expect(hindi, message).toMatch(HINDI)
      // Values and names the caller sent or must send are quoted as they are; no English words.
      expect(
        hindi.replace(/"[^"]*"|'[^']*'|\b(?:JSON|URL|ID|true|false|null)\b/g, ''),
        message,
      ).not.toMatch(/[A-Za-z]{3,}/)
      expect(messageIn('en', message)).toBe(message)
    }
    expect(messageIn('hi', 'Invalid input: expected string, received undefined')).toBe(
      'यह फ़ील्ड ज़रूरी है',
    )
    expect(messageIn('hi', 'Invalid input: expected number, received string')).toBe(
      'यहाँ एक संख्या होनी चाहिए',
    )
    expect(messageIn('hi', 'Too big: expected string to have <=120 characters')).toBe(
      'ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं',
    )
    expect(messageIn('hi', 'Invalid option: expected one of "json"|"csv"')).toBe(
      'इनमें से कोई एक होना चाहिए: "json", "csv"',
    )
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
