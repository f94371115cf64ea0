// An exam's stages as an iCalendar file (RFC 5545; docs/product.md#exam-calendars), for phone and
// desktop calendars: one all-day event per stage on India's days (a window lasts to its last day).
// A stage keeps its UID across edits and raises its SEQUENCE with each change of its dates, so a
// calendar that subscribed updates the event instead of adding another.
import { addDays, examPath, lastDay, type ExamStage } from '../../../domain/exams'
import type { Language } from '../../../domain/languages'
import { stageName } from './exam-texts'

export interface CalendarExam {
  slug: string
  name: string
  officialUrl: string | null
  sample: boolean
  stages: (ExamStage & { revision: number })[]
}

/** TEXT as RFC 5545 writes it (3.3.11): backslash, semicolon and comma escaped, lines as \n. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex
}

/** A content line folded at 75 octets (3.1), never inside a character's UTF-8 bytes. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // The first line holds 75 octets; each continuation line starts with a space, then 74.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDay = (day: string) => day.replace(/-/g, '')
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The calendar of `exams` (one exam's, or a member's followed exams). */
export function examCalendar(options: {
  exams: CalendarExam[]
  /** The calendar's own name. */
  name: string
  siteUrl: string
  language: Language
  now: Date
  /** A subscribed calendar (a member's feed): how often its app should read it again. */
  refreshHours?: number
}): string {
  const host = new URL(options.siteUrl).host
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CourseCompass//Government exams//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    // Days are India's: all-day events, named in India's time zone for the calendars that ask.
    'X-WR-TIMEZONE:Asia/Kolkata',
  ]
  if (options.refreshHours) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${options.refreshHours}H`,
    )
  }
  for (const exam of options.exams) {
    const url = `${options.siteUrl}${examPath(exam.slug)}`
    for (const stage of exam.stages) {
      const summary = `${exam.name}: ${stageName(stage, options.language)}`
      const description = [url, exam.officialUrl ?? ''].filter(Boolean).join('\n')
      lines.push(
        'BEGIN:VEVENT',
        `UID:${stage.id}@${host}`,
        `DTSTAMP:${stamp(options.now)}`,
        `SEQUENCE:${stage.revision}`,
        `DTSTART;VALUE=DATE:${compactDay(stage.startsOn)}`,
        // DTEND of an all-day event is the day after its last (3.6.1).
        `DTEND;VALUE=DATE:${compactDay(addDays(lastDay(stage), 1))}`,
        `SUMMARY:${icsText(summary)}`,
        `DESCRIPTION:${icsText(description)}`,
        `URL:${icsText(url)}`,
        // Sample dates are not official: shown as tentative.
        `STATUS:${exam.sample ? 'TENTATIVE' : 'CONFIRMED'}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      )
    }
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
