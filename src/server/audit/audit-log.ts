// Every administrator action is recorded: who, what, on which item, when.
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
