// A moderator's actions on a reported item (docs/product.md#moderation), each written once: hiding
// an item or showing it again, and dismissing its reports. Every such action is written to the audit
// log and resolves the item's open reports, whatever kind the item is and whoever calls (a route, a
// job, the CLI). A feature that owns a kind of item (posts and comments: community; reviews) says
// how to hide one and what to announce when it is (`register`); the routes parse, call, answer.
import type { Profile } from '../../domain/schemas/account'
import { HttpError } from '../http/errors'
import { moderationDetail, type AuditLog } from '../audit/audit-log'
import type { Reports, ReportedType } from './reports'

/** What hiding one kind of item needs from the feature that owns it. */
export interface HideableKind {
  /**
   * Sets the item's `hidden`, and answers the text an audit line quotes and what its change
   * announces (to pages, caches and other instances), or undefined when there is no such item.
   */
  setHidden(
    id: string,
    hidden: boolean,
  ): Promise<{ text: string; announce: () => Promise<unknown> } | undefined>
  /** The 404's message when there is no such item ('Post not found.'). */
  missing: string
}

export const NO_OPEN_REPORTS_MESSAGE = 'Nothing waits in the queue for that item.'

export function createModeration({ audit, reports }: { audit: AuditLog; reports: Reports }) {
  const kinds = new Map<ReportedType, HideableKind>()
  return {
    /** Says how items of `type` are hidden (once per kind, by the feature that owns them). */
    register(type: ReportedType, kind: HideableKind): void {
      if (kinds.has(type)) throw new Error(`${type} items are already registered for moderation`)
      kinds.set(type, kind)
    },

    /**
     * Hides the item from everyone (or shows it again): audited with the moderator's reason, its
     * open reports resolved, the change announced. 404 when there is no such item.
     */
    async setHidden(
      moderator: Profile,
      type: ReportedType,
      id: string,
      change: { hidden: boolean; reason?: string | undefined },
    ): Promise<{ hidden: boolean }> {
      const kind = kinds.get(type)
      if (!kind) throw new Error(`No feature registered ${type} items for moderation`)
      const item = await kind.setHidden(id, change.hidden)
      if (!item) throw new HttpError(404, 'not_found', kind.missing)
      const action = change.hidden ? 'hide' : 'unhide'
      await audit.record(moderator, action, type, id, moderationDetail(item.text, change.reason))
      await reports.resolve(type, id)
      await item.announce()
      return { hidden: change.hidden }
    },

    /** 'Dismiss': the item stays as it is and leaves the queue; a new report brings it back. */
    async dismiss(
      moderator: Profile,
      type: ReportedType,
      id: string,
    ): Promise<{ resolved: number }> {
      const resolved = await reports.resolve(type, id)
      if (resolved === 0) throw new HttpError(404, 'not_found', NO_OPEN_REPORTS_MESSAGE)
      await audit.record(moderator, 'dismiss-reports', type, id, `${resolved} reports`)
      return { resolved }
    },
  }
}
export type Moderation = ReturnType<typeof createModeration>
