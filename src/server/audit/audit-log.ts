// Every administrator action is recorded: who, what, on which item, when. So is a member deleting
// their own account, by the account's id alone: no e-mail, no name
// (docs/decisions/029-deleting-an-account.md).
import { desc } from 'drizzle-orm'
import type { AuditEntry } from '../../domain/schemas/site'
import type { Profile } from '../../domain/schemas/account'
import type { Db } from '../db/db-type'
import { adminAudit } from '../db/schema'

/** The start of a text for an audit line: enough to recognise the item. */
export function auditExcerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

/** A moderation line's detail: the item's excerpt, and the moderator's reason when they gave one. */
export function moderationDetail(text: string, reason: string | undefined): string {
  return reason ? `${auditExcerpt(text)} · Reason: ${reason}` : auditExcerpt(text)
}

export function createAuditLog(db: Db) {
  return {
    async record(
      admin: Profile,
      action: string,
      targetType: string,
      targetId: string,
      detail: string | null = null,
    ) {
      await db.insert(adminAudit).values({
        adminId: admin.id,
        adminEmail: admin.email,
        action,
        targetType,
        targetId,
        detail,
      })
    },
    /**
     * A member's action on their own account ('delete'): the id is the only thing that says who,
     * `adminEmail` stays empty. `executor` is the transaction the action runs in, if any.
     */
    async recordMemberAction(
      userId: string,
      action: string,
      detail: string | null = null,
      executor: Db = db,
    ) {
      await executor.insert(adminAudit).values({
        adminId: userId,
        adminEmail: '',
        action,
        targetType: 'account',
        targetId: userId,
        detail,
      })
    },
    async list(limit = 200): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(adminAudit)
        .orderBy(desc(adminAudit.createdAt))
        .limit(limit)
      return rows.map((r) => ({
        adminEmail: r.adminEmail,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }))
    },
  }
}
export type AuditLog = ReturnType<typeof createAuditLog>
