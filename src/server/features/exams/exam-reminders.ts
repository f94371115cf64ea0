// Reminding members of the exams they follow (docs/product.md#exam-reminders): every instance adds
// an `exam-reminders` job each minute (one per minute, whichever instance adds it first). From
// 07:00 in India the job asks, for each followed exam, which reminders are due today
// (dueReminders), claims each for the followers with a confirmed address who have not had it (the
// claim is the ledger row, written in the same statement, so a reminder is sent once per member
// however many instances run and however often they restart), and mails each in the member's
// language with RFC 8058 one-click links that stop this exam's reminders or every one.
import {
  applicationWindow,
  daysBetween,
  type StageChange,
  dueReminders,
  examPath,
  indiaDay,
  indiaHour,
  lastDay,
  REMINDER_HOUR,
  type DueReminder,
} from '../../../domain/exams'
import { isLanguage, LANGUAGE_PARAM, type Language } from '../../../domain/languages'
import type { Db } from '../../db/db-type'
import { listUnsubscribeHeaders } from '../../mail/account-mails'
import {
  examChangeMail,
  examReminderMail,
  type ExamChangeLine,
  type ExamReminderContent,
} from '../../mail/mail-templates'
import type { MailJobOptions } from '../../mail/mail-jobs'
import { siteLinks } from '../../mail/site-links'
import { stopTokens } from '../../mail/stop-links'
import { enqueueEveryMinute } from '../../periodic'
import { createExamFollowsRepository, type ClaimedReminder } from './exam-follows-repository'
import { createExamsRepository, type ExamRecord } from './exams-repository'
import { examDay, stageDaysText, stageName } from './exam-texts'

export const EXAM_REMINDER_JOB = 'exam-reminders'
/** Mails a moderator's change of an exam's dates to its followers (queued by the edit). */
export const EXAM_CHANGE_JOB = 'exam-changes'

/** A run stopped: mails failed in a row (its cause the last failure). */
export class ExamMailsFailed extends Error {
  constructor(cause: unknown) {
    super('Exam mails failed several times in a row: the mail server may be down', { cause })
  }
}

export interface ExamChangePayload {
  examId: string
  /** The followers' ledger key: one mail per member for this edit ('changed:<time>'). */
  key: string
  changes: StageChange[]
}
/** Followers claimed at once. */
const BATCH = 200

/**
 * The stop links of exam reminders: one exam's (by the exam's and the member's ids, so that a
 * follow made again after the mail is stopped too), or every exam of a member's (by theirs).
 */
export const examReminderStopTokens = (secret: string) => stopTokens(secret, 'exam-reminder')
/** A one-exam stop link's id. */
export const followStopId = (userId: string, examId: string) => `${examId}:${userId}`
export function readFollowStop(id: string): { userId: string; examId: string } {
  const at = id.indexOf(':')
  return { examId: id.slice(0, Math.max(at, 0)), userId: id.slice(at + 1) }
}
/** How often reminders are looked for: each is due over days, and a look reads every follower. */
export const REMINDER_EVERY_MINUTES = 15
/** Failed mails in a row after which a run stops (the mail server is down): the rest wait. */
const FAILURES_BEFORE_STOPPING = 3

/** What the reminder says, its days written in `language`. */
function contentOf(
  exam: ExamRecord,
  reminder: DueReminder,
  today: string,
  language: Language,
): ExamReminderContent {
  const { stage } = reminder
  switch (reminder.kind) {
    case 'notification': {
      const window = applicationWindow(exam.stages, stage.startsOn)
      return {
        kind: 'notification',
        published: examDay(stage.startsOn, language),
        applications: window ? stageDaysText(window, language) : null,
      }
    }
    case 'closing-week':
    case 'closing-day':
      return {
        kind: 'closing',
        inDays: daysBetween(today, lastDay(stage)),
        lastDay: examDay(lastDay(stage), language),
      }
    case 'admit-card':
      return { kind: 'admit-card', released: examDay(stage.startsOn, language) }
    case 'exam-soon':
      return {
        kind: 'exam-soon',
        stage: stageName(stage, language),
        inDays: daysBetween(today, stage.startsOn),
        days: stageDaysText(stage, language),
      }
  }
}

export function createExamReminders(options: MailJobOptions) {
  const { db, jobs, mailer, secret, siteUrl, log } = options
  const follows = createExamFollowsRepository(db)
  const exams = createExamsRepository(db)
  const tokens = examReminderStopTokens(secret)
  const link = siteLinks(siteUrl)

  /** Mails the member what `compose` writes in their language, with the exam's stop links. */
  async function tell(
    exam: ExamRecord,
    member: ClaimedReminder,
    compose: (
      language: Language,
      links: { page: string; stopOne: string; stopAll: string },
      member: ClaimedReminder,
    ) => { subject: string; text: string; html: string },
  ): Promise<void> {
    const language: Language = isLanguage(member.language) ? member.language : 'en'
    const lang: Record<string, string> = language === 'en' ? {} : { [LANGUAGE_PARAM]: language }
    const stopOne = tokens.token({ kind: 'one', id: followStopId(member.userId, exam.id) })
    const stopAll = tokens.token({ kind: 'all', id: member.userId })
    const links = {
      page: link(examPath(exam.slug), lang),
      stopOne: link('/my-courses', { ...lang, 'stop-exam': stopOne }),
      stopAll: link('/my-courses', { ...lang, 'stop-exam': stopAll }),
    }
    await mailer.send({
      to: member.email,
      ...compose(language, links, member),
      links: [links.page],
      headers: listUnsubscribeHeaders(link('/api/exam-reminders/stop', { token: stopOne })),
    })
  }

  /**
   * Claims `key` of the exam for its followers, BATCH at a time, and mails each what `compose`
   * writes; answers how many were mailed.
   */
  async function tellFollowers(
    exam: ExamRecord,
    key: string,
    compose: Parameters<typeof tell>[2],
    signal?: AbortSignal,
  ): Promise<number> {
    let sent = 0
    let failures = 0
    for (;;) {
      signal?.throwIfAborted()
      const claimed = await follows.claimReminder(exam.id, key, BATCH)
      for (const [i, member] of claimed.entries()) {
        try {
          await tell(exam, member, compose)
          sent++
          failures = 0
        } catch (error) {
          // Given back, so that a later run sends it while it is still due (a reminder missed can
          // cost a year; one sent twice, after a server that took it and then failed to say so,
          // costs a minute). Logged without the address.
          await follows.release(member.userId, exam.id, key)
          log.warn({ err: error, exam: exam.slug, reminder: key }, 'An exam mail could not be sent')
          if (++failures >= FAILURES_BEFORE_STOPPING) {
            // The mail server is down: the rest of this batch waits for the next run.
            for (const rest of claimed.slice(i + 1)) {
              await follows.release(rest.userId, exam.id, key)
            }
            throw new ExamMailsFailed(error)
          }
        }
      }
      if (claimed.length < BATCH) return sent
    }
  }

  /**
   * Mails every reminder due at `now` that its followers have not had; answers how many were
   * mailed. Before REMINDER_HOUR in India nothing is sent: a reminder is due over days, and reads
   * better in the morning than at midnight.
   */
  async function sendDue(signal?: AbortSignal, now = new Date()): Promise<number> {
    if (indiaHour(now) < REMINDER_HOUR) return 0
    const today = indiaDay(now)
    let sent = 0
    for (const exam of await follows.followedExams()) {
      for (const reminder of dueReminders(exam.stages, today)) {
        sent += await tellFollowers(
          exam,
          reminder.key,
          (language, links, member) =>
            examReminderMail(
              language,
              member,
              exam,
              contentOf(exam, reminder, today, language),
              links,
            ),
          signal,
        )
      }
    }
    return sent
  }

  /** The changed stages as the mail lists them, in `language`. */
  const changeLines = (changes: StageChange[], language: Language): ExamChangeLine[] =>
    changes.map((change) =>
      change.change === 'moved'
        ? {
            change: 'moved',
            stage: stageName(change.stage, language),
            days: stageDaysText(change.stage, language),
            before: stageDaysText(change.before, language),
          }
        : {
            change: change.change,
            stage: stageName(change.stage, language),
            days: stageDaysText(change.stage, language),
          },
    )

  /** Mails the followers of the exam what an edit changed in its dates, once each. */
  async function sendChange(payload: ExamChangePayload, signal?: AbortSignal): Promise<number> {
    const exam = await exams.byId(payload.examId)
    // Deleted since: its followers went with it.
    if (!exam) return 0
    return tellFollowers(
      exam,
      payload.key,
      (language, links, member) =>
        examChangeMail(language, member, exam, changeLines(payload.changes, language), links),
      signal,
    )
  }

  jobs.define<ExamChangePayload>(EXAM_CHANGE_JOB, {
    timeoutMs: 10 * 60_000,
    // A retry mails only the followers not yet claimed.
    maxAttempts: 3,
    run: async (payload, { signal }) => void (await sendChange(payload, signal)),
  })

  jobs.define(EXAM_REMINDER_JOB, {
    timeoutMs: 10 * 60_000,
    maxAttempts: 1,
    run: async (_payload, { signal }) => void (await sendDue(signal)),
  })

  return {
    sendDue,
    sendChange,
    /**
     * Queues the followers' mail of an edit's changed dates, in the edit's transaction `tx`: it
     * exists only if the edit does, and once per edit.
     */
    async queueChange(tx: Db, examId: string, changes: StageChange[], at: Date): Promise<void> {
      if (changes.length === 0) return
      const key = `changed:${at.getTime()}`
      await jobs.enqueue<ExamChangePayload>(
        EXAM_CHANGE_JOB,
        `${examId}:${key}`,
        { examId, key, changes },
        { db: tx },
      )
    },
    /** Adds this minute's job now and every minute until the answer is called. */
    startSchedule(): () => void {
      return enqueueEveryMinute(
        jobs,
        EXAM_REMINDER_JOB,
        (error) => log.warn({ err: error }, 'Exam reminders could not be scheduled'),
        REMINDER_EVERY_MINUTES,
      )
    },
  }
}
export type ExamReminders = ReturnType<typeof createExamReminders>
