// SQL of the moderators' exams (docs/product.md#keeping-exam-dates): every exam with its stages and
// followers for /admin, and the writes: add, edit (a stage that changes raises its revision, the
// exam's last change moves), confirm the dates, delete.
import { asc, eq, sql } from 'drizzle-orm'
import type { ExamInput } from '../../../domain/exam-input'
import { stageChanges, type StageChange } from '../../../domain/exams'
import type { Db } from '../../db/db-type'
import { examFollows, examStages, exams } from '../../db/schema'
import { withStages, type ExamRecord } from './exams-repository'

export type AdminExamRecord = ExamRecord & {
  checkedBy: string | null
  updatedAt: Date
  followers: number
}

export type ExamEdit =
  | { before: ExamRecord; after: ExamRecord; changes: StageChange[]; updatedAt: Date }
  | 'missing'
  | 'taken'
  | 'unknown-stage'
  /** Changed since the moderator's form read it (another moderator's save). */
  | 'stale'

const UNIQUE_VIOLATION = '23505'
const isUnique = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION

/** A stage as compared for an edit: anything it shows (a calendar updates its event for any). */
const stageKey = (stage: {
  kind: string
  label: string | null
  startsOn: string
  endsOn: string | null
}) => `${stage.kind}|${stage.label ?? ''}|${stage.startsOn}|${stage.endsOn ?? ''}`

export function createExamAdminRepository(db: Db) {
  const record = async (tx: Db, examId: string) => {
    const rows = await tx.select().from(exams).where(eq(exams.id, examId))
    return (await withStages(tx, rows))[0]
  }

  /** Exams as /admin shows them: with who checked them last and how many follow them. */
  const listed = async (on: Db, examId?: string): Promise<AdminExamRecord[]> => {
    const rows = await on
      .select()
      .from(exams)
      .where(examId ? eq(exams.id, examId) : undefined)
      .orderBy(asc(exams.name))
    const counts = await on
      .select({ examId: examFollows.examId, count: sql<number>`count(*)::int` })
      .from(examFollows)
      .where(examId ? eq(examFollows.examId, examId) : undefined)
      .groupBy(examFollows.examId)
    const followers = new Map(counts.map((row) => [row.examId, row.count]))
    const records = await withStages(on, rows)
    return records.map((exam, i) => ({
      ...exam,
      checkedBy: rows[i]!.checkedBy,
      updatedAt: rows[i]!.updatedAt,
      followers: followers.get(exam.id) ?? 0,
    }))
  }

  return {
    /** Every exam, with its stages, who checked it last and how many follow it. */
    list: () => listed(db),

    /** One exam as list() gives it, read on `on` (a transaction), or undefined. */
    one: async (examId: string, on: Db = db) => (await listed(on, examId))[0],

    /** Adds the exam, its dates checked now by `moderator`; 'taken' when its address is another's. */
    async create(input: ExamInput, moderator: string): Promise<ExamRecord | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(exams)
            .values({
              slug: input.slug,
              name: input.name,
              body: input.body,
              search: input.search,
              officialUrl: input.officialUrl,
              source: input.source,
              checkedAt: new Date(),
              checkedBy: moderator,
            })
            .returning({ id: exams.id })
          if (input.stages.length > 0) {
            await tx.insert(examStages).values(
              input.stages.map(({ kind, label, startsOn, endsOn }) => ({
                examId: row!.id,
                ...{ kind, label, startsOn, endsOn },
              })),
            )
          }
          return (await record(tx, row!.id))!
        })
      } catch (error) {
        if (isUnique(error)) return 'taken'
        throw error
      }
    },

    /**
     * Saves the exam as `input` says: stages named by id are kept (a changed one raises its
     * revision), new ones added, the others removed. With `checked`, the moderator vouches for the
     * dates now: the check moves and a sample stops being one. `afterwards` runs in the same
     * transaction with what changed (the followers' mail is queued there, so it exists only if the
     * edit does).
     */
    async update(
      examId: string,
      input: ExamInput,
      options: {
        checked: boolean
        moderator: string
        /** The exam's updatedAt (ISO) as the moderator's form read it. */
        version: string
        afterwards?: (tx: Db, edit: Exclude<ExamEdit, string>) => Promise<void>
      },
    ): Promise<ExamEdit> {
      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ updatedAt: exams.updatedAt })
            .from(exams)
            .where(eq(exams.id, examId))
            .for('update')
          if (!locked) return 'missing' as const
          if (locked.updatedAt.toISOString() !== options.version) return 'stale' as const
          const before = (await record(tx, examId))!
          const old = new Map(before.stages.map((stage) => [stage.id, stage]))
          const ids = input.stages.flatMap((stage) => (stage.id === undefined ? [] : [stage.id]))
          // Each stage of the exam's at most once: twice, one of them would be lost.
          if (ids.some((id) => !old.has(id)) || new Set(ids).size !== ids.length) {
            return 'unknown-stage' as const
          }
          const updatedAt = new Date()
          await tx
            .update(exams)
            .set({
              slug: input.slug,
              name: input.name,
              body: input.body,
              search: input.search,
              officialUrl: input.officialUrl,
              source: input.source,
              updatedAt,
              ...(options.checked && {
                checkedAt: updatedAt,
                checkedBy: options.moderator,
                sample: false,
              }),
            })
            .where(eq(exams.id, examId))
          const kept = new Set<string>()
          for (const stage of input.stages) {
            const { kind, label, startsOn, endsOn } = stage
            const was = stage.id === undefined ? undefined : old.get(stage.id)
            if (!was) {
              await tx.insert(examStages).values({ examId, kind, label, startsOn, endsOn })
              continue
            }
            kept.add(was.id)
            if (stageKey(was) === stageKey(stage)) continue
            await tx
              .update(examStages)
              .set({ kind, label, startsOn, endsOn, revision: sql`${examStages.revision} + 1` })
              .where(eq(examStages.id, was.id))
          }
          for (const id of old.keys()) {
            if (!kept.has(id)) await tx.delete(examStages).where(eq(examStages.id, id))
          }
          const after = (await record(tx, examId))!
          const edit = {
            before,
            after,
            changes: stageChanges(before.stages, after.stages),
            updatedAt,
          }
          await options.afterwards?.(tx, edit)
          return edit
        })
      } catch (error) {
        if (isUnique(error)) return 'taken'
        throw error
      }
    },

    /** The moderator checked the dates against the source now: no longer a sample, no flag. */
    async confirm(examId: string, moderator: string): Promise<ExamRecord | undefined> {
      const now = new Date()
      const rows = await db
        .update(exams)
        .set({ checkedAt: now, checkedBy: moderator, sample: false, updatedAt: now })
        .where(eq(exams.id, examId))
        .returning({ id: exams.id })
      return rows.length > 0 ? record(db, examId) : undefined
    },

    async remove(examId: string): Promise<ExamRecord | undefined> {
      const found = await record(db, examId)
      if (!found) return undefined
      await db.delete(exams).where(eq(exams.id, examId))
      return found
    },
  }
}
export type ExamAdminRepository = ReturnType<typeof createExamAdminRepository>
