// Reads a catalogue file as it arrives, chunk by chunk: JSON Lines (one course object a line) or CSV
// (RFC 4180 with a header row naming the fields). Yields each row's values with the line it starts
// on, or why the row could not be read; checking the values is the importer's job. No file is ever
// held whole: a 100,000-row catalogue is tens of megabytes.
import path from 'node:path'
import type { z } from 'zod'
import { courseInputSchema } from '../../../domain/schemas/course'
import { LINE_TOO_LONG, MAX_LINE_CHARS } from '../../../domain/catalogue-import'

export type ImportFormat = 'csv' | 'jsonl'

/** The fields a row may carry, and those it may leave out. */
export interface RowFields {
  names: readonly string[]
  optional: ReadonlySet<string>
}

/** The fields of the rules rows are checked with: optional where the rule has a default. */
export function fieldsOf(rules: z.ZodObject): RowFields {
  const names = Object.keys(rules.shape)
  const optional = names.filter((name) => rules.shape[name]!.safeParse(undefined).success)
  return { names, optional: new Set(optional) }
}

/** The add-course form's fields (courseInputSchema), language optional: what a file may carry. */
export const COURSE_FIELDS = fieldsOf(courseInputSchema)

/** One row as read: its values, or the reason it could not be read. */
export type RawRow =
  | { line: number; values: Record<string, unknown>; error?: undefined }
  | { line: number; error: string; values?: undefined }

/** The file cannot be imported at all, and nothing has been written: e.g. a CSV header without a needed column. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFileError'
  }
}

/** The format a file name says, or undefined when only its content can tell. */
export function formatFromFileName(name: string): ImportFormat | undefined {
  const extension = path.extname(name).toLowerCase()
  if (extension === '.csv') return 'csv'
  if (extension === '.jsonl' || extension === '.ndjson' || extension === '.json') return 'jsonl'
  return undefined
}

/** 'Free', 'null' or nothing: the course is free (the add-course form's Free box). */
const FREE = /^(free|null)?$/i
/** A plain decimal: '4.5', '499', '.5'. Anything else stays text and fails the form's number rule. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/

function csvNumber(text: string): unknown {
  const value = text.trim()
  if (value === '') return undefined
  return DECIMAL.test(value) ? Number(value) : value
}

async function* decode(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  // TextDecoder drops a leading byte order mark and keeps characters split between chunks whole.
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    if (text) yield text
  }
  const last = decoder.decode()
  if (last) yield last
}

/**
 * The rows of a catalogue file. `format` undefined: sniffed (a first `{` is JSON Lines, anything
 * else CSV). Throws ImportFileError before the first row when the file cannot be read as a catalogue.
 */
export async function* readCatalogue(
  chunks: AsyncIterable<Uint8Array | string>,
  options: {
    format?: ImportFormat | undefined
    warn?: (message: string) => void
    /** Default COURSE_FIELDS; the sample catalogue's are fieldsOf(sampleCourseSchema). */
    fields?: RowFields | undefined
  } = {},
): AsyncGenerator<RawRow> {
  const text = decode(chunks)[Symbol.asyncIterator]()
  // Read up to the first character that is not white space: it says what the file is.
  const head: string[] = []
  let first: string | undefined
  for (;;) {
    const next = await text.next()
    if (next.done) break
    const bom = head.length === 0 && next.value.charCodeAt(0) === 0xfeff
    const chunk = bom ? next.value.slice(1) : next.value
    head.push(chunk)
    const found = /\S/.exec(chunk)
    if (found) {
      first = found[0]
      break
    }
  }
  if (first === undefined)
    throw new ImportFileError('The file is empty: there is nothing to import.')
  const format = options.format ?? (first === '{' ? 'jsonl' : 'csv')
  if (format === 'jsonl' && first === '[') {
    throw new ImportFileError(
      'This is a JSON array. The import reads JSON Lines: one course object on each line.',
    )
  }
  async function* all(): AsyncGenerator<string> {
    yield* head
    for (let next = await text.next(); !next.done; next = await text.next()) yield next.value
  }
  const warn = options.warn ?? (() => {})
  const fields = options.fields ?? COURSE_FIELDS
  yield* format === 'jsonl' ? jsonLines(all(), fields, warn) : csvRows(all(), fields, warn)
}

// ---- JSON Lines ----

function jsonValues(
  object: Record<string, unknown>,
  fields: RowFields,
  unknown: Set<string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const key of Object.keys(object)) {
    if (!fields.names.includes(key)) unknown.add(key)
  }
  for (const field of fields.names) {
    if (field in object) values[field] = object[field]
  }
  if (typeof values.price === 'string' && FREE.test(values.price.trim())) values.price = null
  if (values.language === null) delete values.language
  return values
}

function jsonRow(
  text: string,
  line: number,
  fields: RowFields,
  unknown: Set<string>,
): RawRow | null {
  if (text.trim() === '') return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { line, error: `Not valid JSON: ${(error as Error).message.slice(0, 200)}` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { line, error: 'Each line must be one JSON object (a course)' }
  }
  return { line, values: jsonValues(value as Record<string, unknown>, fields, unknown) }
}

async function* jsonLines(
  text: AsyncIterable<string>,
  fields: RowFields,
  warn: (message: string) => void,
): AsyncGenerator<RawRow> {
  const unknown = new Set<string>()
  let rest = ''
  let line = 0
  /** A line past MAX_LINE_CHARS: read on to its end, and left out. */
  let skipping = false
  for await (const chunk of text) {
    // Only the new text is searched for a line's end: the rest held none (searching it all again
    // for every chunk cost 30 s of CPU for one line of 100 MB).
    const from = rest.length
    rest += chunk
    let start = 0
    for (let end = rest.indexOf('\n', from); end !== -1; end = rest.indexOf('\n', start)) {
      line++
      if (skipping) skipping = false
      else {
        const row = jsonRow(rest.slice(start, end), line, fields, unknown)
        if (row) yield row
      }
      start = end + 1
    }
    rest = rest.slice(start)
    if (rest.length > MAX_LINE_CHARS) {
      if (!skipping) yield { line: line + 1, error: LINE_TOO_LONG }
      skipping = true
      rest = ''
    }
  }
  const row = skipping ? undefined : jsonRow(rest, line + 1, fields, unknown)
  if (row) yield row
  if (unknown.size > 0) warn(ignoredMessage('fields', [...unknown]))
}

function ignoredMessage(what: 'fields' | 'columns', names: string[]): string {
  const shown = names.slice(0, 20).join(', ') + (names.length > 20 ? ', …' : '')
  return `Ignored ${what} that are not course input fields: ${shown}`
}

// ---- CSV ----

interface CsvRecord {
  line: number
  fields: string[]
  /** Why the record breaks RFC 4180, if it does. */
  malformed?: string | undefined
}

const COMMA = 44
const QUOTE = 34
const CR = 13
const LF = 10

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: doubled (a literal quote) or the closing one. */
  QuoteInQuoted,
  AfterClosingQuote,
}

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF (a lone CR too); a field in double
 * quotes may hold commas, line breaks and doubled quotes. Lenient where files in the wild differ: a
 * quote inside an unquoted field is kept as text. Blank lines between records are skipped.
 */
export class CsvTokenizer {
  private state = State.FieldStart
  private fields: string[] = []
  private field = ''
  /** The physical line being read, and the one the current record started on. */
  private line = 1
  private recordLine = 1
  private lastWasCR = false
  private quoted = false
  private malformed: string | undefined

  /** Reads `text` (any piece of the file) and appends the records it completes to `out`. */
  push(text: string, out: CsvRecord[]): void {
    const n = text.length
    let i = 0
    while (i < n) {
      if (this.state === State.Quoted) {
        const quote = text.indexOf('"', i)
        const end = quote === -1 ? n : quote
        this.countLines(text, i, end)
        this.field += text.slice(i, end)
        if (quote === -1) return
        this.lastWasCR = false
        this.state = State.QuoteInQuoted
        i = quote + 1
        continue
      }
      const c = text.charCodeAt(i)
      if (this.state === State.QuoteInQuoted) {
        if (c === QUOTE) {
          this.field += '"'
          this.state = State.Quoted
          i++
          continue
        }
        this.state = State.AfterClosingQuote
      }
      if (c === LF && this.lastWasCR) {
        // The LF of a CRLF: the CR already ended the line.
        this.lastWasCR = false
        i++
        continue
      }
      this.lastWasCR = c === CR
      if (c === COMMA) {
        this.endField()
        i++
      } else if (c === CR || c === LF) {
        this.line++
        this.endRecord(out)
        i++
      } else if (c === QUOTE && this.state === State.FieldStart) {
        this.state = State.Quoted
        this.quoted = true
        i++
      } else {
        if (this.state === State.AfterClosingQuote) {
          this.malformed ??= 'Text after the closing quote of a field (write "" for a quote)'
        }
        this.state = this.state === State.AfterClosingQuote ? this.state : State.Unquoted
        // Ordinary text up to the next comma, quote or line break, in one piece.
        let end = i + 1
        while (end < n) {
          const d = text.charCodeAt(end)
          if (d === COMMA || d === CR || d === LF || d === QUOTE) break
          end++
        }
        // A quote inside an unquoted field (12" screen) is kept as text.
        if (end < n && text.charCodeAt(end) === QUOTE) end++
        this.field += text.slice(i, end)
        i = end
      }
    }
  }

  /** The end of the file: completes the last record. */
  finish(out: CsvRecord[]): void {
    if (this.state === State.Quoted) {
      this.malformed = 'A quoted field is not closed: the file ends inside it'
    }
    if (this.fields.length > 0 || this.field !== '' || this.quoted || this.malformed) {
      this.endRecord(out)
    }
  }

  private countLines(text: string, from: number, to: number) {
    for (let j = from; j < to; j++) {
      const c = text.charCodeAt(j)
      if (c === CR) {
        this.line++
        this.lastWasCR = true
      } else {
        if (c === LF && !this.lastWasCR) this.line++
        this.lastWasCR = false
      }
    }
  }

  private endField() {
    this.fields.push(this.field)
    this.field = ''
    this.state = State.FieldStart
  }

  private endRecord(out: CsvRecord[]) {
    const blank = this.fields.length === 0 && this.field === '' && !this.quoted && !this.malformed
    this.endField()
    if (!blank) out.push({ line: this.recordLine, fields: this.fields, malformed: this.malformed })
    this.fields = []
    this.quoted = false
    this.malformed = undefined
    this.recordLine = this.line
  }
}

/** Every record of a CSV text, as it arrives. */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const tokenizer = new CsvTokenizer()
  const out: CsvRecord[] = []
  for await (const chunk of text) {
    tokenizer.push(chunk, out)
    yield* out
    out.length = 0
  }
  tokenizer.finish(out)
  yield* out
}

/** The header's columns as course fields (null for a column that is not one). */
function readHeader(
  record: CsvRecord,
  fields: RowFields,
  warn: (message: string) => void,
): (string | null)[] {
  const byLowerName = new Map(fields.names.map((field) => [field.toLowerCase(), field]))
  const columns = record.fields.map((name) => byLowerName.get(name.trim().toLowerCase()) ?? null)
  const unknown = record.fields.filter((_, i) => columns[i] === null).map((name) => name.trim())
  const twice = fields.names.filter((field) => columns.filter((c) => c === field).length > 1)
  if (twice.length > 0) {
    throw new ImportFileError(`The header names ${twice.join(', ')} more than once.`)
  }
  const missing = fields.names.filter(
    (field) => !fields.optional.has(field) && !columns.includes(field),
  )
  if (missing.length > 0) {
    const also = unknown.length > 0 ? ` (columns not used: ${unknown.join(', ')})` : ''
    const optional = [...fields.optional]
    throw new ImportFileError(
      `The first line must name the columns. It has no column for ${missing.join(', ')}${also}. ` +
        `The columns are the course fields: ${fields.names.join(', ')}` +
        (optional.length > 0 ? ` (${optional.join(', ')} may be left out).` : '.'),
    )
  }
  if (unknown.length > 0) warn(ignoredMessage('columns', unknown))
  return columns
}

async function* csvRows(
  text: AsyncIterable<string>,
  known: RowFields,
  warn: (message: string) => void,
): AsyncGenerator<RawRow> {
  let columns: (string | null)[] | undefined
  for await (const record of csvRecords(text)) {
    if (!columns) {
      columns = readHeader(record, known, warn)
      continue
    }
    const { line, fields, malformed } = record
    if (malformed) {
      yield { line, error: malformed }
      continue
    }
    if (fields.length !== columns.length) {
      yield {
        line,
        error: `The row has ${fields.length} fields and the header ${columns.length}`,
      }
      continue
    }
    const values: Record<string, unknown> = {}
    columns.forEach((field, i) => {
      if (field) values[field] = fields[i]
    })
    // Numbers arrive as text: convert what is a number, leave the rest for the form's message.
    values.rating = csvNumber(String(values.rating))
    const price = String(values.price)
    values.price = FREE.test(price.trim()) ? null : csvNumber(price)
    // The facts' numbers (docs/product.md#course-facts); an empty cell states none.
    for (const field of ['hoursPerWeek', 'certificateCost']) {
      const text = values[field]
      if (typeof text === 'string' && text.trim() !== '') values[field] = csvNumber(text)
    }
    yield { line, values }
  }
}
