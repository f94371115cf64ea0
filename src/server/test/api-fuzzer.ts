// Requests for the API fuzzer (src/server/api-fuzz.test.ts): made from each route's schemas in the
// OpenAPI document with fast-check, and from a corpus of hostile values put into every place a
// request carries text (path parameters, query parameters, declared headers such as
// Idempotency-Key, JSON fields, form fields, whole bodies).
import fc from 'fast-check'
import { COURSE_FIELDS } from '../../domain/course'
import { TEXT_MAX_LENGTH } from '../../domain/text-input'

/** A request to send through `inject`, as plain data so a failure can print it. */
export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /**
   * A header value has bytes Node's HTTP parser refuses: the request goes over a real connection,
   * where the parser answers it, since `inject` would hand the app what no client can send.
   */
  overSocket?: boolean
}

/** Bytes Node's HTTP parser refuses in a header value: C0 controls but tab, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const REFUSED_IN_HEADERS = /[\x00-\x08\x0a-\x1f\x7f]/

/**
 * A header value as the app receives it: the UTF-8 bytes a client sends, read as Latin-1 by Node's
 * HTTP parser (so no character above U+00FF, and a lone surrogate arrives as U+FFFD's bytes).
 */
export const asSentInHeader = (value: string) => Buffer.from(value, 'utf8').toString('latin1')

/** Marks `request` to go over a real connection when a header holds bytes the parser refuses. */
function overSocketIfRefused(request: FuzzRequest): FuzzRequest {
  const refused = Object.values(request.headers).some((value) => REFUSED_IN_HEADERS.test(value))
  return refused ? { ...request, overSocket: true } : request
}

/** A route as declared (Fastify's pattern, '/api/posts/:postId') with its OpenAPI operation. */
export interface FuzzRoute {
  method: string
  url: string
  operation: OpenApiOperation | undefined
}

export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  nullable?: boolean
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
}

/** The OpenAPI operation of a declared route ('/api/posts/:postId' is '/api/posts/{postId}'). */
export function operationOf(doc: OpenApiDocument, method: string, url: string) {
  const path = url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}')
  return doc.paths[path]?.[method.toLowerCase()]
}

/** JSON text written as it is into a body: what JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with RawJson parts as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024 + 1)

/** Text no field should take, and text that tries to be something else. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  'c1\u0085\u009b',
  'tab\there',
  'two\nlines',
  'header\r\nSet-Cookie: cc_admin=1',
  '\ud800',
  'half \udfff emoji',
  '\udfff\ud800',
  '\ufeffbom',
  '\uffff\ufffe',
  '\u202eevil\u202c',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%ff%fe',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '',
  ' ',
  'हिंदी 👩🏽‍💻',
  'a'.repeat(TEXT_MAX_LENGTH + 1),
  MEGABYTE_STRING,
]

/** Values of the wrong kind or out of range, for any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53 + 2,
  -1e308,
  1e308,
  new RawJson('1e999'),
  new RawJson('-0'),
  new RawJson('123456789012345678901234567890'),
  [],
  ['x'],
  [null, 1, 'x'],
  {},
  { nested: { deeper: '\u0000' } },
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
]

/** Whole bodies: broken, of another kind, deeply nested, too big. */
export const HOSTILE_BODIES: readonly {
  contentType: string | undefined
  payload: string | Buffer
}[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"broken":' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '1e999' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { contentType: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', payload: `{"a":"${MEGABYTE_STRING}"}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'plain\u0000text' },
  { contentType: 'text/plain', payload: 'a'.repeat(TEXT_MAX_LENGTH + 1) },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b&__proto__=x' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><a>&xxe;</a>' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form' },
  { contentType: undefined, payload: '{"text":"no content type"}' },
]

/** Path segments that try to leave the route, or cannot be decoded (written as they are). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  '%00',
  'abc%00',
  '%ff',
  '%',
  '%252e%252e',
  'a%2Fb',
  '%0d%0aSet-Cookie:%20x=1',
  'a'.repeat(500),
]

/** Where a request carries text: a path parameter, a query parameter or a body field. */
type Slot =
  | { in: 'path'; name: string }
  | { in: 'query'; name: string; declared?: boolean }
  | { in: 'header'; name: string }
  | { in: 'body'; path: string[] }

/** Known values that make requests reach past "not found": ids of things that exist. */
export interface FuzzPools {
  /** Values per path parameter name (courseId, postId, ...). */
  params: Record<string, string[]>
  emails: string[]
}

const RANDOM_TEXT = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

const hostileString = fc.constantFrom(...HOSTILE_STRINGS)
const hostileValue = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_VALUES))

function wellFormed(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
  depth: number,
): fc.Arbitrary<unknown> {
  const base = wellFormedNotNull(schema, name, pools, depth)
  return schema.nullable ? fc.option(base, { nil: null }) : base
}

function wellFormedNotNull(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices?.length) return fc.oneof(...choices.map((c) => wellFormed(c, name, pools, depth)))
  if (schema.allOf?.length)
    return wellFormed(Object.assign({}, ...schema.allOf), name, pools, depth)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return textFor(schema, name, pools)
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1_000_000,
      })
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(valueOrHostile(schema.items ?? {}, name, pools, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      })
    case 'object':
      return objectFor(schema, pools, depth)
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
}

function valueOrHostile(schema: JsonSchema, name: string, pools: FuzzPools, depth: number) {
  return fc.oneof(
    { weight: 8, arbitrary: wellFormed(schema, name, pools, depth) },
    { weight: 1, arbitrary: hostileValue },
  )
}

function objectFor(schema: JsonSchema, pools: FuzzPools, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  if (Object.keys(properties).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    })
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [
      key,
      valueOrHostile(child, key, pools, depth + 1),
    ]),
  )
  // Half the time with every required field, so requests reach past the schema.
  const required = (schema.required ?? []).filter((key) => key in model)
  return fc.oneof(
    fc.record(model, { requiredKeys: required }),
    fc.record(model, { requiredKeys: [] }),
  )
}

function textFor(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  const known = pools.params[name]
  if (known?.length) return fc.oneof(fc.constantFrom(...known), fc.uuid())
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'uri') return fc.webUrl()
  if (/email/i.test(name)) {
    return fc.oneof(fc.emailAddress(), fc.constantFrom(...pools.emails))
  }
  if (/password/i.test(name)) return fc.constantFrom('Str0ng&Secret!', 'Learn12345!x', 'short')
  if (name === 'token')
    return fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
      RANDOM_TEXT,
    )
  const maxLength = Math.min(schema.maxLength ?? 40, 60)
  return fc.oneof(
    RANDOM_TEXT,
    fc.string({ minLength: schema.minLength ?? 0, maxLength, unit: 'grapheme-ascii' }),
  )
}

/** Every place `route` carries text, for the corpus to go into. */
function slotsOf(route: FuzzRoute): Slot[] {
  const slots: Slot[] = []
  for (const name of pathParams(route.url)) slots.push({ in: 'path', name })
  for (const p of route.operation?.parameters ?? []) {
    if (p.in === 'query') slots.push({ in: 'query', name: p.name, declared: true })
  }
  for (const name of headerNames(route)) slots.push({ in: 'header', name })
  const schema = bodySchemaOf(route)
  const walk = (node: JsonSchema | undefined, path: string[]) => {
    if (!node?.properties || path.length > 2) return
    for (const [key, child] of Object.entries(node.properties)) {
      slots.push({ in: 'body', path: [...path, key] })
      walk(child, [...path, key])
    }
  }
  walk(schema, [])
  // A parameter no route reads carries text too.
  slots.push({ in: 'query', name: 'unknown' })
  return slots
}

/** The request headers `route` declares (Idempotency-Key on the routes that create something). */
function headerNames(route: FuzzRoute): string[] {
  return (route.operation?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name)
}

/**
 * Values of the headers `route` declares, each present or not: one that matches its schema's
 * pattern (so that requests reach past the header's check), or random text.
 */
function headersFor(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const declared = (route.operation?.parameters ?? []).filter((p) => p.in === 'header')
  return fc.record(
    Object.fromEntries(
      declared.map((p) => {
        const pattern = p.schema?.pattern
        const value = pattern
          ? fc.oneof({ weight: 3, arbitrary: fc.stringMatching(new RegExp(pattern)) }, RANDOM_TEXT)
          : RANDOM_TEXT
        return [p.name, value.map(asSentInHeader)]
      }),
    ),
    { requiredKeys: [] },
    // A header left out is absent, never undefined.
  ) as fc.Arbitrary<Record<string, string>>
}

export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => m[1] ?? '*')
}

export function bodySchemaOf(route: FuzzRoute): JsonSchema | undefined {
  return route.operation?.requestBody?.content?.['application/json']?.schema
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE'

/** The parts of a request before they are written out: parameters, query and body. */
interface RequestParts {
  params: Record<string, string>
  /** Raw path segments (HOSTILE_SEGMENTS) are written as they are, not encoded. */
  rawParams?: Record<string, string>
  query: [string, string][]
  /** Declared headers, over whoever asks's own (the cookie). */
  headers?: Record<string, string>
  body?: unknown
  rawBody?: { contentType: string | undefined; payload: string | Buffer }
}

/**
 * `text` %-encoded for an address. A lone surrogate has no UTF-8 form: it is written as the three
 * bytes a careless encoder would make of it (%ED%A0%80), which is what such a client sends.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    // A lone surrogate: below, character by character.
  }
  return text.replace(/[\s\S]/gu, (char) => {
    if (char.length === 1 && char >= '\ud800' && char <= '\udfff') {
      const code = char.charCodeAt(0)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    }
    return encodeURIComponent(char)
  })
}

function write(route: FuzzRoute, parts: RequestParts, headers: Record<string, string>) {
  const path = route.url.replace(/:([A-Za-z]+)|\*/g, (_, name: string | undefined) => {
    const key = name ?? '*'
    return parts.rawParams?.[key] ?? encodeText(parts.params[key] ?? 'x')
  })
  const query = parts.query.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&')
  const request: FuzzRequest = {
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...headers, ...parts.headers },
  }
  if (parts.rawBody) {
    if (parts.rawBody.contentType) request.headers['content-type'] = parts.rawBody.contentType
    request.payload = parts.rawBody.payload
  } else if (parts.body !== undefined) {
    request.headers['content-type'] = 'application/json'
    request.payload = toJsonText(parts.body)
  }
  return overSocketIfRefused(request)
}

/** Well-formed parts for `route`: what its schemas describe, from the pools where they can. */
function wellFormedParts(route: FuzzRoute, pools: FuzzPools): fc.Arbitrary<RequestParts> {
  const params = Object.fromEntries(
    pathParams(route.url).map((name) => {
      const schema = route.operation?.parameters?.find((p) => p.name === name)?.schema
      const known = pools.params[name]
      const value = known?.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...known) },
            textFor(schema ?? {}, name, pools),
          )
        : wellFormed(schema ?? { type: 'string' }, name, pools, 0)
      return [name, value.map(String)]
    }),
  )
  const queryParams = (route.operation?.parameters ?? []).filter((p) => p.in === 'query')
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(wellFormed(p.schema ?? { type: 'string' }, p.name, pools, 0), { nil: undefined }),
      ),
    )
    .map((values) =>
      values.flatMap((value, i): [string, string][] =>
        value === undefined ? [] : [[queryParams[i]!.name, String(value)]],
      ),
    )
  const schema = bodySchemaOf(route)
  const body = hasBody(route.method)
    ? wellFormed(schema ?? { type: 'object' }, '', pools, 0)
    : fc.constant(undefined)
  return fc.record({ params: fc.record(params), query, headers: headersFor(route), body })
}

/** Requests made from `route`'s schemas, with hostile values here and there (fast-check). */
export function requestArbitrary(
  route: FuzzRoute,
  pools: FuzzPools,
  identities: readonly Record<string, string>[],
): fc.Arbitrary<FuzzRequest> {
  const parts = wellFormedParts(route, pools)
  const slots = slotsOf(route)
  const withHostile = fc
    .tuple(parts, fc.constantFrom(...slots), hostileValue, fc.constantFrom(...HOSTILE_SEGMENTS))
    .map(([p, slot, value, segment]) => placeHostile(p, slot, value, segment))
  const withBody = fc
    .tuple(parts, fc.constantFrom(...HOSTILE_BODIES))
    .map(([p, rawBody]) => ({ ...p, rawBody }))
  const shapes = hasBody(route.method)
    ? fc.oneof({ weight: 4, arbitrary: parts }, { weight: 4, arbitrary: withHostile }, withBody)
    : fc.oneof(parts, withHostile)
  return fc
    .tuple(shapes, fc.constantFrom(...identities))
    .map(([p, headers]) => write(route, p, headers))
}

function placeHostile(parts: RequestParts, slot: Slot, value: unknown, segment: string) {
  const placed: RequestParts = { ...parts, params: { ...parts.params }, query: [...parts.query] }
  if (slot.in === 'header') {
    const text = typeof value === 'string' ? value : toJsonText(value)
    placed.headers = { ...parts.headers, [slot.name]: asSentInHeader(text) }
  } else if (slot.in === 'path') {
    if (typeof value === 'string') placed.params[slot.name] = value
    else placed.rawParams = { [slot.name]: segment }
  } else if (slot.in === 'query') {
    const text = typeof value === 'string' ? value : toJsonText(value)
    placed.query = placed.query.filter(([k]) => k !== slot.name)
    placed.query.push([slot.name, text])
    // An array where one value is expected: the parameter twice.
    if (Array.isArray(value)) placed.query.push([slot.name, text])
  } else {
    placed.body = setAt(parts.body, slot.path, value)
  }
  return placed
}

function setAt(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value
  const [key, ...rest] = path
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}
  const current = (object as Record<string, unknown>)[key!]
  return { ...object, [key!]: setAt(current, rest, value) }
}

/**
 * The corpus, placed deterministically: every hostile string and value goes into one of the
 * route's slots in turn (so each slot gets several), NUL into every slot, each hostile path
 * segment into each path parameter, and each hostile body to a route that takes one.
 */
export function corpusRequests(
  route: FuzzRoute,
  pools: FuzzPools,
  headers: (index: number) => Record<string, string>,
): FuzzRequest[] {
  const base = fc.sample(wellFormedParts(route, pools), { numRuns: 1, seed: 7 })[0]!
  const slots = slotsOf(route)
  const all: RequestParts[] = []
  HOSTILE_STRINGS.forEach((value, i) => {
    all.push(placeHostile(base, slots[i % slots.length]!, value, ''))
  })
  // Values of the wrong kind go where a kind is expected: body fields and declared query
  // parameters (in an address any value is text; an array is the parameter given twice).
  const typed = slots.filter((slot) => slot.in === 'body' || (slot.in === 'query' && slot.declared))
  if (typed.length > 0) {
    HOSTILE_VALUES.forEach((value, i) => {
      all.push(placeHostile(base, typed[i % typed.length]!, value, ''))
    })
  }
  for (const slot of slots) all.push(placeHostile(base, slot, 'nul\u0000', ''))
  // Every hostile string into each declared header: few routes have one, and it is read first.
  for (const slot of slots.filter((slot) => slot.in === 'header')) {
    for (const value of HOSTILE_STRINGS) all.push(placeHostile(base, slot, value, ''))
  }
  for (const name of pathParams(route.url)) {
    for (const segment of HOSTILE_SEGMENTS) {
      all.push({ ...base, rawParams: { [name]: segment } })
    }
  }
  if (hasBody(route.method)) for (const rawBody of HOSTILE_BODIES) all.push({ ...base, rawBody })
  return all.map((parts, i) => write(route, parts, headers(i)))
}

/** A multipart/form-data body: text fields, then files. */
export function multipartBody(
  fields: [string, string][],
  files: { field: string; filename: string; type: string; content: Buffer | string }[] = [],
  boundary = '----fuzz-boundary-7MA4YWxkTrZu0gW',
) {
  const chunks: Buffer[] = []
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat(chunks),
  }
}

/** The routes that read a multipart form, and how the fuzzer fills theirs. */
export const FORM_ROUTES = ['POST /api/posts', 'POST /api/admin/courses/import'] as const

const formText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }) },
  { weight: 1, arbitrary: hostileString },
)
const HOSTILE_FIELD_NAMES = ['__proto__', 'na\u0000me', 'x'.repeat(200), 'title\r\nX-Evil: 1']
const IMAGE_BYTES = [
  Buffer.alloc(0),
  Buffer.from('not an image'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
]

/** A new post as a form: its three fields (sometimes hostile, sometimes misnamed), maybe a file. */
function postForm(): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('title', 'body', 'tags') },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_FIELD_NAMES) },
  )
  const fields = fc.array(fc.tuple(name, formText), { minLength: 0, maxLength: 5 })
  const full = fc
    .tuple(formText, formText, formText)
    .map(([title, body, tags]): [string, string][] => [
      ['title', title],
      ['body', body],
      ['tags', tags],
    ])
  const image = fc.option(
    fc.record({
      field: fc.constantFrom('image', 'other'),
      filename: fc.oneof(
        fc.constant('picture.png'),
        hostileString.map((s) => s.slice(0, 200)),
      ),
      type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain'),
      content: fc.constantFrom(...IMAGE_BYTES),
    }),
    { nil: undefined },
  )
  return fc
    .tuple(fc.oneof(full, fields), image)
    .map(([f, file]) => multipartBody(f, file ? [file] : []))
}

/** A catalogue file: CSV or JSON Lines of course rows, some fields hostile, or not a catalogue. */
function catalogueFile(): fc.Arbitrary<{ filename: string; content: string | Buffer }> {
  const row = fc.record(
    Object.fromEntries(COURSE_FIELDS.map((field) => [field, formText])) as Record<
      (typeof COURSE_FIELDS)[number],
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  )
  const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`
  const csv = fc.array(row, { minLength: 1, maxLength: 4 }).map((rows) => ({
    filename: 'catalogue.csv',
    content: [
      COURSE_FIELDS.join(','),
      ...rows.map((r) => COURSE_FIELDS.map((f) => csvCell(r[f] ?? '')).join(',')),
    ].join('\n'),
  }))
  const jsonl = fc.array(row, { minLength: 1, maxLength: 4 }).map((rows) => ({
    filename: 'catalogue.jsonl',
    content: rows.map((r) => JSON.stringify(r)).join('\n'),
  }))
  const odd = fc.record({
    filename: fc.oneof(fc.constantFrom('c.csv', 'c.jsonl', 'c.txt', ''), hostileString),
    content: fc.oneof(
      fc.constantFrom<string | Buffer>(
        '',
        '\ufeffcourseName\n',
        'courseName\u0000,rating\nx\u0000,1',
        '{"courseName":"\\u0000"}',
        Buffer.from([0xff, 0xfe, 0x00, 0x41]),
        '{"__proto__":{"x":1}}\n[1,2]\nnull',
      ),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  })
  return fc.oneof(csv, jsonl, odd)
}

/** A catalogue upload: the file (in its field or another), sometimes with text fields beside it. */
function importForm(): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  return fc
    .tuple(
      catalogueFile(),
      fc.constantFrom('file', 'other'),
      fc.array(fc.tuple(fc.constantFrom('note', ...HOSTILE_FIELD_NAMES), formText), {
        maxLength: 2,
      }),
    )
    .map(([file, field, fields]) => multipartBody(fields, [{ field, type: 'text/csv', ...file }]))
}

/** Requests to a route that reads a multipart form: forms, and the hostile bodies too. */
export function formRequestArbitrary(
  route: FuzzRoute,
  identities: readonly Record<string, string>[],
): fc.Arbitrary<FuzzRequest> {
  const form = route.url === '/api/posts' ? postForm() : importForm()
  const body = fc.oneof(
    { weight: 5, arbitrary: form },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
  )
  return fc
    .tuple(body, fc.constantFrom(...identities), headersFor(route))
    .map(([{ contentType, payload }, headers, declared]) =>
      overSocketIfRefused({
        method: route.method,
        url: route.url,
        headers: {
          ...headers,
          ...declared,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload,
      }),
    )
}

/** The corpus in a form: each hostile string in each field, hostile field names and bodies. */
export function formCorpusRequests(
  route: FuzzRoute,
  headers: (index: number) => Record<string, string>,
): FuzzRequest[] {
  const forms: {
    contentType: string | undefined
    payload: string | Buffer
    headers?: Record<string, string>
  }[] = []
  if (route.url === '/api/posts') {
    const good: [string, string][] = [
      ['title', 'A title'],
      ['body', 'A body'],
      ['tags', 'react'],
    ]
    // Each hostile string in each declared header, on a good form.
    for (const name of headerNames(route)) {
      for (const value of HOSTILE_STRINGS) {
        forms.push({ ...multipartBody(good), headers: { [name]: asSentInHeader(value) } })
      }
    }
    for (const value of HOSTILE_STRINGS) {
      for (let i = 0; i < good.length; i++) {
        const fields = good.map(([k, v], j): [string, string] => [k, i === j ? value : v])
        forms.push(multipartBody(fields))
      }
    }
    for (const name of HOSTILE_FIELD_NAMES) forms.push(multipartBody([...good, [name, 'x']]))
    for (const content of IMAGE_BYTES) {
      forms.push(
        multipartBody(good, [{ field: 'image', filename: 'a.png', type: 'image/png', content }]),
      )
    }
  } else {
    const header = COURSE_FIELDS.join(',')
    const row = (value: string) => COURSE_FIELDS.map(() => `"${value.replaceAll('"', '""')}"`)
    for (const value of HOSTILE_STRINGS) {
      const csv = `${header}\n${row(value).join(',')}`
      const jsonl = JSON.stringify(Object.fromEntries(COURSE_FIELDS.map((f) => [f, value])))
      forms.push(
        multipartBody([], [{ field: 'file', filename: 'c.csv', type: 'text/csv', content: csv }]),
      )
      forms.push(
        multipartBody(
          [],
          [{ field: 'file', filename: 'c.jsonl', type: 'text/plain', content: jsonl }],
        ),
      )
      forms.push(
        multipartBody(
          [],
          [{ field: 'file', filename: value.slice(0, 300), type: 'text/csv', content: header }],
        ),
      )
    }
    for (const name of HOSTILE_FIELD_NAMES) {
      forms.push(
        multipartBody(
          [[name, 'x']],
          [{ field: 'file', filename: 'c.csv', type: 'text/csv', content: header }],
        ),
      )
    }
  }
  forms.push(...HOSTILE_BODIES)
  return forms.map(({ contentType, payload, headers: declared }, i) =>
    overSocketIfRefused({
      method: route.method,
      url: route.url,
      headers: {
        ...headers(i),
        ...declared,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payload,
    }),
  )
}
