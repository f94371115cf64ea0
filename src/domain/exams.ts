// Government exams (docs/product.md#government-exams): their stages and dates, what a learner is
// told of them on a given day, and the reminders their followers get. A date is a day in India
// (YYYY-MM-DD): no stage has an hour, and India keeps one time zone (UTC+05:30, no daylight saving).
import { INDIA_OFFSET_MS, indiaDay } from './india-time'

// An exam's address and the exams a search names, in modules of their own: the pages that need
// only them do not load the rest of these rules.
export { examPath } from './exam-path'
export { examsMatching } from './exam-links'

export const EXAM_BODIES = ['ssc', 'upsc', 'ibps', 'rrb', 'state'] as const
export type ExamBody = (typeof EXAM_BODIES)[number]

/** A recruitment's stages, in the order they usually come. */
export const EXAM_STAGE_KINDS = [
  'notification',
  'applications',
  'fee',
  'correction',
  'admit-card',
  'exam',
  'result',
] as const
export type ExamStageKind = (typeof EXAM_STAGE_KINDS)[number]

/** The kinds that last from one day to another; the rest are one day (a deadline, a release). */
export const WINDOW_STAGE_KINDS: readonly ExamStageKind[] = ['applications', 'correction', 'exam']

export interface ExamStage {
  id: string
  kind: ExamStageKind
  /** Names an exam stage ('Tier 1', 'Prelims'); may name any other ('Phase 2'). */
  label: string | null
  startsOn: string
  /** The last day of a window; null for a one-day stage. */
  endsOn: string | null
}

export const EXAM_STATUSES = ['open', 'closing', 'upcoming', 'over'] as const
/** Where an exam's applications stand on a day: the /exams filter. */
export type ExamStatus = (typeof EXAM_STATUSES)[number]

/** Applications that close within this many days are 'closing soon'. */
export const CLOSING_SOON_DAYS = 7
/** A moderator re-checks an exam's dates this often; older checks are flagged on /admin. */
export const EXAM_RECHECK_DAYS = 30

export const EXAM_SLUG_MAX = 80
export const EXAM_NAME_MAX = 120
export const EXAM_LABEL_MAX = 60
export const EXAM_STAGES_MAX = 20
export const EXAM_SOURCE_MAX = 300

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

export { indiaDay }

/** Whether `text` is a real day written YYYY-MM-DD ('2026-02-30' is not). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** The last day of a stage: its window's end, or its one day. */
export const lastDay = (stage: Pick<ExamStage, 'startsOn' | 'endsOn'>) =>
  stage.endsOn ?? stage.startsOn

/** Stages by their first day; on one day, in the order a recruitment takes them. */
export function sortStages<T extends ExamStage>(stages: readonly T[]): T[] {
  return [...stages].sort(
    (a, b) =>
      a.startsOn.localeCompare(b.startsOn) ||
      EXAM_STAGE_KINDS.indexOf(a.kind) - EXAM_STAGE_KINDS.indexOf(b.kind) ||
      (a.label ?? '').localeCompare(b.label ?? ''),
  )
}

/**
 * The application window that matters on `today`: the one open today, else the next to open, else
 * the last one (a recruitment may reopen its applications: 'Reopened', a second window).
 */
export function applicationWindow(
  stages: readonly ExamStage[],
  today: string,
): ExamStage | undefined {
  const windows = sortStages(stages).filter((stage) => stage.kind === 'applications')
  return (
    windows.find((stage) => stage.startsOn <= today && today <= lastDay(stage)) ??
    windows.find((stage) => stage.startsOn > today) ??
    windows.at(-1)
  )
}

/**
 * Where applications stand on `today`: open, closing (within CLOSING_SOON_DAYS of the last day),
 * upcoming (not open yet, or no dates for them yet), over (closed).
 */
export function examStatus(stages: readonly ExamStage[], today: string): ExamStatus {
  const apply = applicationWindow(stages, today)
  if (!apply) {
    // No application dates: over once every stage is, else still to come.
    return stages.length > 0 && stages.every((stage) => lastDay(stage) < today)
      ? 'over'
      : 'upcoming'
  }
  if (today < apply.startsOn) return 'upcoming'
  const close = lastDay(apply)
  if (today > close) return 'over'
  return daysBetween(today, close) <= CLOSING_SOON_DAYS ? 'closing' : 'open'
}

export type StageState = 'done' | 'now' | 'next' | 'later'

/**
 * Each stage on `today`: done (its last day has passed), now (today is one of its days), next (the
 * first stage still to come; all of them when several start that day), later.
 */
export function stageStates(stages: readonly ExamStage[], today: string): Map<string, StageState> {
  const states = new Map<string, StageState>()
  const ahead = sortStages(stages).filter((stage) => stage.startsOn > today)
  const nextDay = ahead[0]?.startsOn
  for (const stage of stages) {
    states.set(
      stage.id,
      lastDay(stage) < today
        ? 'done'
        : stage.startsOn <= today
          ? 'now'
          : stage.startsOn === nextDay
            ? 'next'
            : 'later',
    )
  }
  return states
}

/** The one line an exam's page and list lead with on `today` (the web words it). */
export type ExamNews =
  | { kind: 'not-announced' }
  | { kind: 'applications-close'; inDays: number; on: string }
  | { kind: 'stage-now'; stage: ExamStage; until: string }
  | { kind: 'stage-next'; stage: ExamStage; on: string }
  | { kind: 'result-out'; on: string }
  | { kind: 'over' }

export function examNews(stages: readonly ExamStage[], today: string): ExamNews {
  if (stages.length === 0) return { kind: 'not-announced' }
  const apply = applicationWindow(stages, today)
  if (apply && apply.startsOn <= today && today <= lastDay(apply)) {
    return {
      kind: 'applications-close',
      inDays: daysBetween(today, lastDay(apply)),
      on: lastDay(apply),
    }
  }
  const sorted = sortStages(stages)
  const now = sorted.find((stage) => stage.startsOn <= today && today <= lastDay(stage))
  // A one-day release (the notification, an admit card, the result) that is today is news as done.
  if (now && WINDOW_STAGE_KINDS.includes(now.kind)) {
    return { kind: 'stage-now', stage: now, until: lastDay(now) }
  }
  const next = sorted.find((stage) => stage.startsOn > today)
  const result = sorted.findLast((stage) => stage.kind === 'result' && stage.startsOn <= today)
  if (result && !next) return { kind: 'result-out', on: result.startsOn }
  if (next) return { kind: 'stage-next', stage: next, on: next.startsOn }
  return { kind: 'over' }
}

/** The reminders a follower of an exam is sent (docs/product.md#exam-reminders). */
export const EXAM_REMINDER_KINDS = [
  'notification',
  'closing-week',
  'closing-day',
  'admit-card',
  'exam-soon',
] as const
export type ExamReminderKind = (typeof EXAM_REMINDER_KINDS)[number]

/** Days before the last day to apply, and before each exam, that a reminder goes out. */
export const CLOSING_WEEK_DAYS = 7
export const CLOSING_DAY_DAYS = 1
export const EXAM_SOON_DAYS = 3
/** A release is mailed within this many days of it; after that the reminder would be stale news. */
export const RELEASE_GRACE_DAYS = 2

export interface DueReminder {
  /**
   * The same for the same reminder of the same dates, so it is sent once; a date moved makes a new
   * one (the follower is told of the move too, as a change).
   */
  key: string
  kind: ExamReminderKind
  stage: ExamStage
}

/**
 * The reminders due on `today`. Each is due over a few days, not one, so that a day the job did not
 * run (a restart, an outage) delays a reminder rather than losing it; once its moment has passed
 * (the window closed, the exam began) it is no longer due.
 */
export function dueReminders(stages: readonly ExamStage[], today: string): DueReminder[] {
  const due: DueReminder[] = []
  const within = (from: string, to: string) => from <= today && today <= to
  for (const stage of sortStages(stages)) {
    const { startsOn } = stage
    switch (stage.kind) {
      case 'notification':
        if (within(startsOn, addDays(startsOn, RELEASE_GRACE_DAYS))) {
          due.push({ key: `notification:${startsOn}`, kind: 'notification', stage })
        }
        break
      case 'applications': {
        const close = lastDay(stage)
        if (within(addDays(close, -CLOSING_WEEK_DAYS), addDays(close, -CLOSING_DAY_DAYS - 1))) {
          // A window shorter than a week opens inside this span: no 'a week left' before it opens.
          if (startsOn <= today) {
            due.push({ key: `closing-week:${close}`, kind: 'closing-week', stage })
          }
        } else if (within(addDays(close, -CLOSING_DAY_DAYS), close) && startsOn <= today) {
          due.push({ key: `closing-day:${close}`, kind: 'closing-day', stage })
        }
        break
      }
      case 'admit-card':
        if (within(startsOn, addDays(startsOn, RELEASE_GRACE_DAYS))) {
          due.push({ key: `admit-card:${startsOn}`, kind: 'admit-card', stage })
        }
        break
      case 'exam':
        if (within(addDays(startsOn, -EXAM_SOON_DAYS), addDays(startsOn, -1))) {
          due.push({ key: `exam-soon:${stage.id}:${startsOn}`, kind: 'exam-soon', stage })
        }
        break
      default:
        break
    }
  }
  return due
}

/** A stage's dates as a moderator changed them, for the followers' mail. */
export type StageChange =
  | { change: 'added'; stage: ExamStage }
  | { change: 'removed'; stage: ExamStage }
  | { change: 'moved'; stage: ExamStage; before: Pick<ExamStage, 'startsOn' | 'endsOn'> }

/** What changed in the dates between two versions of an exam's stages (a rename is no change). */
export function stageChanges(
  before: readonly ExamStage[],
  after: readonly ExamStage[],
): StageChange[] {
  const old = new Map(before.map((stage) => [stage.id, stage]))
  const changes: StageChange[] = []
  for (const stage of sortStages(after)) {
    const was = old.get(stage.id)
    old.delete(stage.id)
    if (!was) changes.push({ change: 'added', stage })
    else if (was.startsOn !== stage.startsOn || was.endsOn !== stage.endsOn) {
      changes.push({
        change: 'moved',
        stage,
        before: { startsOn: was.startsOn, endsOn: was.endsOn },
      })
    }
  }
  for (const stage of sortStages([...old.values()])) changes.push({ change: 'removed', stage })
  return changes
}

/** Whether a moderator's check of the dates is older than EXAM_RECHECK_DAYS (or never made). */
export function needsRecheck(checkedAt: Date | string | null, now: Date): boolean {
  return (
    checkedAt === null || now.getTime() - new Date(checkedAt).getTime() > EXAM_RECHECK_DAYS * DAY_MS
  )
}

/** An exam's address: lower-case words of its name joined by '-' ('SSC CGL 2026' is 'ssc-cgl-2026'). */
export function examSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      // The marks NFKD takes off letters ('Ü' is 'U' and a mark), and India's digits as ASCII.
      .replace(/\p{M}+/gu, '')
      .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, EXAM_SLUG_MAX)
      .replace(/-+$/, '')
  )
}

/** Exams one member may follow (docs/product.md#exam-reminders). */
export const EXAM_FOLLOWS_MAX = 30
export const EXAM_FOLLOWS_TOO_MANY = `You can follow ${EXAM_FOLLOWS_MAX} exams. Stop following one to add another.`
export const EXAM_NOT_FOLLOWED = 'You do not follow this exam.'
export const EXAM_REMINDERS_STOPPED = 'Done: you will get no more reminders of that exam.'
export const EXAM_ALL_REMINDERS_STOPPED = 'Done: you will get no more exam reminders.'
export const EXAM_CALENDAR_INVALID =
  'This calendar address is not valid any more. Copy the new one from My Courses.'
/** Reminders of a day go out from this hour in India (07:00), not at midnight. */
export const REMINDER_HOUR = 7

/** The hour it is in India at `now` (0 to 23). */
export function indiaHour(now: Date): number {
  return new Date(now.getTime() + INDIA_OFFSET_MS).getUTCHours()
}

/** The exams one course may name as preparing for (docs/product.md#courses-and-exams). */
export const COURSE_EXAMS_MAX = 5
export const COURSE_EXAMS_MESSAGE = `Choose at most ${COURSE_EXAMS_MAX} exams, each by its address (such as ssc-cgl-2026).`
const EXAM_ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The exams a course names, as a file or the form gives them: a list, or one text of addresses
 * separated by '|', ';' or ',' ('ssc-cgl-2026|ssc-chsl-2026'). Undefined when none is given (the
 * course's exams stay as they are); null when it is not such a list.
 */
export function courseExamList(value: unknown): string[] | undefined | null {
  if (value === undefined || value === null) return undefined
  const parts =
    typeof value === 'string'
      ? value.split(/[|;,]/)
      : Array.isArray(value) && value.every((part) => typeof part === 'string')
        ? (value as string[])
        : null
  if (parts === null) return null
  const slugs = [...new Set(parts.map((part) => part.trim().toLowerCase()).filter(Boolean))]
  if (
    slugs.length > COURSE_EXAMS_MAX ||
    slugs.some((slug) => slug.length > EXAM_SLUG_MAX || !EXAM_ADDRESS.test(slug))
  ) {
    return null
  }
  return slugs
}
