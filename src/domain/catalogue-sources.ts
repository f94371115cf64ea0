// Catalogue sources (docs/product.md#catalogue-sources): the rules of the administrators' form,
// checked the same in the browser and on the server, and the limits of a refresh.
import { COURSE_FIELD_RULES, COURSE_TEXT_MAX } from './course'
import { textProblem } from './text-input'

export const SOURCE_KINDS = ['feed', 'pages'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** How often a source may be refreshed, in minutes: hourly, every 6 hours, daily, weekly. */
export const SOURCE_INTERVALS = [60, 360, 1440, 10_080] as const
export type SourceInterval = (typeof SOURCE_INTERVALS)[number]

export const SOURCE_NAME_MAX = 100
/** Course pages one source may list. */
export const SOURCE_PAGES_MAX = 100
/** From this many failed runs in a row, a source is flagged as failing. */
export const SOURCE_FAILING_AFTER = 3
/** Runs kept per source, newest first. */
export const SOURCE_RUNS_KEPT = 20
/** Bad rows kept per run. */
export const SOURCE_BAD_ROWS_KEPT = 50

export const SOURCE_NAME_MESSAGE = 'Name the source'
export const SOURCE_NAME_TOO_LONG = `A source's name can be at most ${SOURCE_NAME_MAX} characters`
export const SOURCE_ADDRESS_MESSAGE =
  'Each line must be a web address starting with http:// or https://'
export const SOURCE_FEED_ONE_ADDRESS = 'A feed has exactly one address'
export const SOURCE_PAGES_COUNT = `List from 1 to ${SOURCE_PAGES_MAX} course pages, one a line`
export const SOURCE_PAGES_REPEATED = 'Each course page once'
export const SOURCE_PLATFORM_MESSAGE = 'Name the platform the courses are on'
export const SOURCE_CATEGORY_MESSAGE = "Name the category of the pages' courses"
export const SOURCE_INTERVAL_MESSAGE = 'Choose how often to refresh'
export const SOURCE_KIND_MESSAGE = 'Choose a feed or course pages'
export const SOURCE_NOT_FOUND = 'That source no longer exists.'
export const SOURCE_PAUSED = 'Resume the source to refresh it.'
export const SOURCE_CHANGE_EMPTY = 'Send the source, or whether it is enabled'

export interface SourceInput {
  name: string
  kind: SourceKind
  addresses: string[]
  platform: string
  category: string
  intervalMinutes: number
}
export type SourceField = keyof SourceInput
export type SourceFieldErrors = Partial<Record<SourceField, string>>

/** The lines of the addresses box: each trimmed, empty ones dropped. */
export const addressLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

function requiredText(value: unknown, max: number, missing: string, tooLong: string) {
  if (typeof value !== 'string' || !value.trim()) return missing
  if (value.trim().length > max) return tooLong
  return textProblem(value.trim(), 'single-line')
}

/** Every wrong field of a source with its message; empty when it can be saved. */
export function sourceInputErrors(input: Partial<Record<SourceField, unknown>>): SourceFieldErrors {
  const errors: SourceFieldErrors = {}
  const name = requiredText(input.name, SOURCE_NAME_MAX, SOURCE_NAME_MESSAGE, SOURCE_NAME_TOO_LONG)
  if (name) errors.name = name
  const kind = SOURCE_KINDS.find((k) => k === input.kind)
  if (!kind) errors.kind = SOURCE_KIND_MESSAGE
  const addresses = Array.isArray(input.addresses) ? input.addresses : undefined
  if (!addresses || addresses.length === 0) {
    errors.addresses = kind === 'feed' ? SOURCE_FEED_ONE_ADDRESS : SOURCE_PAGES_COUNT
  } else if (addresses.some((a) => COURSE_FIELD_RULES.officialUrl(a) !== undefined)) {
    errors.addresses = SOURCE_ADDRESS_MESSAGE
  } else if (kind === 'feed' && addresses.length !== 1) {
    errors.addresses = SOURCE_FEED_ONE_ADDRESS
  } else if (addresses.length > SOURCE_PAGES_MAX) {
    errors.addresses = SOURCE_PAGES_COUNT
  } else if (new Set(addresses.map((a) => String(a).trim())).size !== addresses.length) {
    errors.addresses = SOURCE_PAGES_REPEATED
  }
  const platform = requiredText(
    input.platform,
    COURSE_TEXT_MAX.platform,
    SOURCE_PLATFORM_MESSAGE,
    COURSE_FIELD_RULES.platform('x'.repeat(COURSE_TEXT_MAX.platform + 1))!,
  )
  if (platform) errors.platform = platform
  const category = input.category ?? ''
  if (kind === 'pages' || category !== '') {
    const problem = requiredText(
      category,
      COURSE_TEXT_MAX.category,
      SOURCE_CATEGORY_MESSAGE,
      COURSE_FIELD_RULES.category('x'.repeat(COURSE_TEXT_MAX.category + 1))!,
    )
    if (problem) errors.category = problem
  }
  if (!SOURCE_INTERVALS.some((minutes) => minutes === input.intervalMinutes)) {
    errors.intervalMinutes = SOURCE_INTERVAL_MESSAGE
  }
  return errors
}

/** A run's outcome: still going, finished (bad rows or not), or failed as a whole. */
export const SOURCE_RUN_STATUSES = ['running', 'ok', 'failed'] as const
export type SourceRunStatus = (typeof SOURCE_RUN_STATUSES)[number]
