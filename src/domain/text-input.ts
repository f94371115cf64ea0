// What text any field of the site takes (issue 28; docs/architecture.md#validation-and-errors): the
// one rule the server applies to every string that comes in (JSON bodies, query strings, path
// parameters, multipart fields) and the forms and the catalogue import can run too. Each field's
// own rules (required, its length, its format) come after it and keep their own messages.
//
// - Refused everywhere: the C0 control characters other than tab, line feed and carriage return
//   (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F; PostgreSQL cannot store NUL at all, and a page
//   shows none of them), DEL (U+007F) and the C1 controls (U+0080-U+009F), which are never typed
//   and usually mean text decoded with the wrong character set; a lone UTF-16 surrogate (half of
//   an emoji or other character beyond U+FFFF), which has no UTF-8 form and would be stored as
//   U+FFFD; and any value longer than TEXT_MAX_LENGTH characters.
// - A field of one line (names, titles, e-mail addresses, search words, tags, every query
//   parameter and path parameter) also refuses tab, line feed and carriage return.
// - A field of several lines (a text area: a review, a post, a comment, a description) keeps them.
//   Its schema says so (`x-multiline` in the OpenAPI document, MULTI_LINE_META).

export type TextKind = 'single-line' | 'multi-line'

/**
 * The longest value of any field, far above every field's own limit (the longest is a post's
 * 10,000 characters), so those limits keep their own messages.
 */
export const TEXT_MAX_LENGTH = 20_000

export const TEXT_CONTROL_MESSAGE =
  'The text has an invisible control character in it. Remove it and try again.'
export const TEXT_BROKEN_MESSAGE =
  'The text has a broken character in it (half of an emoji or symbol). Remove it and try again.'
export const TEXT_ONE_LINE_MESSAGE = 'This must be a single line: remove the line breaks and tabs.'
export const TEXT_TOO_LONG_MESSAGE = `The text is too long: at most ${TEXT_MAX_LENGTH.toLocaleString('en-IN')} characters.`

/**
 * How deeply a request's JSON may nest. No body of the API goes past a few levels; a deeper one
 * would reach code that walks JSON recursively (JSON.stringify when a body is handed on) and
 * overflow its stack.
 */
export const MAX_NESTING = 32
export const TOO_DEEP_MESSAGE = `The request is nested too deeply: at most ${MAX_NESTING} levels.`

/** What a schema's multi-line text field carries (zod's .meta), shown in the OpenAPI document. */
export const MULTI_LINE_KEY = 'x-multiline'
export const MULTI_LINE_META = { [MULTI_LINE_KEY]: true } as const

/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const LINE_BREAK_OR_TAB = /[\t\n\r]/
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const CONTROL_OR_LINE_BREAK = new RegExp(`${CONTROL.source}|${LINE_BREAK_OR_TAB.source}`, 'g')

/**
 * `text` as one line: control characters, line breaks and tabs become spaces. For text a person
 * pasted or a link carried where a word is meant (a search), before the rule below is asked.
 */
export function asOneLine(text: string): string {
  return text.replace(CONTROL_OR_LINE_BREAK, ' ')
}

/** Why `text` cannot be taken in a field of this kind, or undefined when it can. */
export function textProblem(text: string, kind: TextKind): string | undefined {
  if (text.length > TEXT_MAX_LENGTH) return TEXT_TOO_LONG_MESSAGE
  if (CONTROL.test(text)) return TEXT_CONTROL_MESSAGE
  if (LONE_SURROGATE.test(text)) return TEXT_BROKEN_MESSAGE
  if (kind === 'single-line' && LINE_BREAK_OR_TAB.test(text)) return TEXT_ONE_LINE_MESSAGE
  return undefined
}
