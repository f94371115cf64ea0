// What the site keeps about a member, answered by whoever owns each table: every feature (and each
// piece of shared infrastructure that keeps rows) declares its tables and, for the tables that hold
// a member's data, its sections of the member's export (GET /api/me/export,
// docs/decisions/029-deleting-an-account.md). The account feature only joins the parts, which
// src/server/members.ts lists; members.test.ts fails when a table has no owner, or two, so a new
// feature's data cannot be left out of the export.
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AccountExport } from '../../domain/schemas/account'
import type { LiveEvent } from '../../domain/events'
import type { Db } from '../db/db-type'

/** The member a part answers about. */
export interface Member {
  id: string
  /** Their address, as the account holds it (rows kept by address: newsletter subscriptions). */
  email: string
}

/** The export's sections, beside the account itself and the file's own header. */
export type ExportSections = Omit<AccountExport, 'site' | 'exportedAt' | 'account'>

/** One owner's part of what the site keeps. */
export interface MemberData {
  /** Who answers for these tables (a feature's name, or the shared module's). */
  owner: string
  /** The tables it owns: each table of the schema has exactly one owner. */
  tables: readonly PgTable[]
  /** Its sections of the member's export; none when its tables hold nothing about a member. */
  export?: (db: Db, member: Member) => Promise<Partial<ExportSections>>
  /**
   * Forgets what it keeps about the member whose account is being deleted, inside the deletion's
   * transaction (docs/decisions/029-deleting-an-account.md): the events that tell open pages what
   * changed, and the uploaded files its rows no longer use. None when it keeps what it has.
   */
  forget?: (tx: Db, member: Member, options: ForgetOptions) => Promise<Forgotten>
  /** Why its rows about a member stay when the account is deleted (a part without `forget`). */
  keptAfterDeletion?: string
  /** The events that tell open pages where the member's name shows, once they change it. */
  renamed?: (db: Db, member: Pick<Member, 'id'>) => Promise<LiveEvent[]>
}

export interface ForgetOptions {
  /** The member's reviews, posts and comments go too; else they stay, by 'Deleted user'. */
  removeContributions: boolean
}

export interface Forgotten {
  events?: LiveEvent[]
  /** Files under DATA_DIR/media that removed rows used (they may now be unused). */
  images?: string[]
}

/** Every part's events for a member whose name changed. */
export async function renamedEvents(
  parts: readonly MemberData[],
  db: Db,
  member: Pick<Member, 'id'>,
): Promise<LiveEvent[]> {
  return (await Promise.all(parts.map((part) => part.renamed?.(db, member) ?? []))).flat()
}

/**
 * Every part forgets the member, in the list's order: the events once each (a course whose
 * favourite count and learners' rating both moved is told once), and the files to release.
 */
export async function forgetMember(
  parts: readonly MemberData[],
  tx: Db,
  member: Member,
  options: ForgetOptions,
): Promise<Required<Forgotten>> {
  const events: LiveEvent[] = []
  const seen = new Set<string>()
  const images: string[] = []
  for (const part of parts) {
    const forgotten = (await part.forget?.(tx, member, options)) ?? {}
    for (const event of forgotten.events ?? []) {
      const key = JSON.stringify(event)
      if (seen.has(key)) continue
      seen.add(key)
      events.push(event)
    }
    images.push(...(forgotten.images ?? []))
  }
  return { events, images }
}

/** Every part's sections of the member's export, in one object. */
export async function exportSections(
  parts: readonly MemberData[],
  db: Db,
  member: Member,
): Promise<ExportSections> {
  const sections = await Promise.all(parts.map((part) => part.export?.(db, member) ?? {}))
  return Object.assign({}, ...sections) as ExportSections
}

/** ISO text of a stored time, as the export writes every time. */
export const iso = (date: Date) => date.toISOString()
