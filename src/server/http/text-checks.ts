// Text no field can hold is a 400 before any schema or handler sees it (issue 28): every string of
// an API request's path parameters, query string and JSON body, keys included, goes through the
// one text rule of src/domain/text-input.ts (NUL and other control characters, lone surrogates,
// values over TEXT_MAX_LENGTH; line breaks where a field is one line). Multipart forms are read
// field by field with the same rule (./multipart.ts). Route schemas still run after it, so a
// field's own limits keep their own messages (TEXT_MAX_LENGTH is above all of them).
//
// Which body fields hold several lines, the route's body schema says (MULTI_LINE_META, `x-multiline`
// in the OpenAPI document); a route that reads its fields itself names their schema in
// `config.formSchema`. Everything else, every query and path parameter included, is one line.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  MAX_NESTING,
  MULTI_LINE_KEY,
  TEXT_ONE_LINE_MESSAGE,
  TOO_DEEP_MESSAGE,
  textProblem,
  type TextKind,
} from '../../domain/text-input'
import { HttpError } from './errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The schema of the fields a route reads and checks itself (a multipart form and its JSON
     * twin): the text check takes the fields that hold several lines from it.
     */
    formSchema?: z.ZodType
  }
}

const NO_FIELDS: ReadonlySet<string> = new Set()
const fieldsBySchema = new WeakMap<object, ReadonlySet<string>>()

/**
 * The fields of `schema` (a zod schema) that hold several lines, as paths: 'text', 'profile.goals',
 * 'items.*.text' ('*' for any array element or record key).
 */
export function multiLineFields(schema: unknown): ReadonlySet<string> {
  if (!(schema instanceof z.ZodType)) return NO_FIELDS
  let fields = fieldsBySchema.get(schema)
  if (!fields) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
    const found = new Set<string>()
    collectMultiLine(json as JsonSchemaNode, [], found)
    fields = found
    fieldsBySchema.set(schema, fields)
  }
  return fields
}

type JsonSchemaNode = {
  [MULTI_LINE_KEY]?: unknown
  properties?: Record<string, JsonSchemaNode>
  items?: JsonSchemaNode
  additionalProperties?: JsonSchemaNode | boolean
  anyOf?: JsonSchemaNode[]
  oneOf?: JsonSchemaNode[]
  allOf?: JsonSchemaNode[]
}

function collectMultiLine(node: JsonSchemaNode, path: string[], found: Set<string>) {
  if (node[MULTI_LINE_KEY] === true) found.add(path.join('.'))
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    collectMultiLine(child, [...path, key], found)
  }
  if (node.items) collectMultiLine(node.items, [...path, '*'], found)
  if (typeof node.additionalProperties === 'object') {
    collectMultiLine(node.additionalProperties, [...path, '*'], found)
  }
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    collectMultiLine(child, path, found)
  }
}

/** Where a request's text breaks the rule ('profile.goals', 'courseIds.0', '_' for the whole body). */
export interface HostileText {
  field: string
  message: string
  /** Not one field's fault: the body as a whole (nested too deeply). */
  whole?: boolean
}

/** A place in a request's value: its key and its parent, so that deep nesting costs no copying. */
interface Place {
  key: string
  /** The key as the schema names it: '*' for an array element. */
  schemaKey: string
  parent: Place | undefined
  depth: number
}

/** Multi-line fields lie this deep at most ('items.*.text'); anything deeper is one line. */
const MULTI_LINE_DEPTH = 6

const pathOf = (place: Place | undefined, key: 'key' | 'schemaKey'): string => {
  const keys: string[] = []
  for (let at = place; at; at = at.parent) keys.push(at[key])
  return keys.reverse().join('.')
}

/**
 * The first string in `value` (object keys included, in document order) that the text rule
 * refuses. Strings at the paths in `multiLine` may hold several lines; `whole` is the kind of
 * `value` itself when it is a string. Walks without recursion, each value once: a body may nest
 * deeply.
 */
export function findHostileText(
  value: unknown,
  multiLine: ReadonlySet<string> = NO_FIELDS,
  whole: TextKind = 'single-line',
): HostileText | undefined {
  if (isPlainOneLineRecord(value)) return undefined
  const stack: [unknown, Place | undefined][] = [[value, undefined]]
  while (stack.length > 0) {
    const [current, place] = stack.pop()!
    const depth = (place?.depth ?? 0) + 1
    if (typeof current === 'string') {
      let message = textProblem(current, 'single-line')
      // Only line breaks and tabs depend on the field; where it is, is asked only for them.
      if (message === TEXT_ONE_LINE_MESSAGE) {
        const kind = place ? kindAt(multiLine, place) : whole
        if (kind === 'multi-line') message = undefined
      }
      if (message) return { field: pathOf(place, 'key') || '_', message }
    } else if (depth > MAX_NESTING && current !== null && typeof current === 'object') {
      // `depth` counts the arrays and objects this one is in, itself included.
      return { field: '_', message: TOO_DEEP_MESSAGE, whole: true }
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push([current[i], { key: String(i), schemaKey: '*', parent: place, depth }])
      }
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current)
      const places = keys.map((key) => ({ key, schemaKey: key, parent: place, depth }))
      // A key is checked before its value: it names the field the answer points at.
      for (const at of places) {
        const message = textProblem(at.key, 'single-line')
        if (message) return { field: pathOf(at, 'key'), message }
      }
      for (let i = places.length - 1; i >= 0; i--) {
        stack.push([(current as Record<string, unknown>)[places[i]!.key], places[i]])
      }
    }
  }
  return undefined
}

/**
 * Whether `value` is an object of strings whose keys and values all take one line (what most
 * query strings and path parameters are): the rule has nothing to say, and the walk below, which
 * would say the same, is skipped.
 */
function isPlainOneLineRecord(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const text = (value as Record<string, unknown>)[key]
    if (typeof text !== 'string') return false
    if (textProblem(key, 'single-line') || textProblem(text, 'single-line')) return false
  }
  return true
}

function kindAt(multiLine: ReadonlySet<string>, place: Place): TextKind {
  if (multiLine.size === 0 || place.depth > MULTI_LINE_DEPTH) return 'single-line'
  const exact = pathOf(place, 'schemaKey')
  // A record's values are reached by their key; the schema names them '*'.
  const anyKey = pathOf({ ...place, schemaKey: '*' }, 'schemaKey')
  return multiLine.has(exact) || multiLine.has(anyKey) ? 'multi-line' : 'single-line'
}

/** The answer to hostile text: 400 validation_failed naming the field. */
export function hostileTextError({ field, message, whole }: HostileText): HttpError {
  if (whole) return new HttpError(400, 'bad_request', message)
  return new HttpError(400, 'validation_failed', message, { [field]: message })
}

/** The text rule's multi-line fields of the request's body: its schema's, or its form's. */
function bodyFields(request: FastifyRequest): ReadonlySet<string> {
  return multiLineFields(
    request.routeOptions.schema?.body ?? request.routeOptions.config?.formSchema,
  )
}

/**
 * The API and its images. The rest is the web app (pages, built files, sitemaps, link previews):
 * a page is a page whatever its address says, and what it shows comes through the API.
 */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/media/')

/**
 * Registers the check on every route of the API, after the body is parsed and before the route's schemas
 * validate it (so after the access checks of ./route-access.ts: an anonymous write stays a 401).
 */
export function registerTextChecks(app: FastifyInstance) {
  // With `done`, not async: it never waits (docs/decisions/047-a-cheaper-hot-path.md).
  app.addHook('preValidation', function checkText(request, _reply, done) {
    if (!isApi(request.url)) return done()
    const found =
      findHostileText(request.params) ??
      findHostileText(request.query) ??
      // A body that is one string (text/plain) is a document, not a one-line field. A read has
      // none: its route's schema is not even looked at.
      (request.body === undefined
        ? undefined
        : findHostileText(request.body, bodyFields(request), 'multi-line'))
    if (found) done(hostileTextError(found))
    else done()
  })
}
