// Deleting an account (docs/decisions/029-deleting-an-account.md), the whole workflow in one place,
// for the account page's route and anything else that deletes one: one transaction in which every
// owner forgets what it keeps about the member (src/server/members.ts) and the audit line is
// written; then every instance forgets the sessions, open pages hear what changed, and pictures
// of removed posts no other post uses are deleted. The caller has checked who asks.
import type { FastifyBaseLogger } from 'fastify'
import type { AuditLog } from '../../audit/audit-log'
import type { Sessions } from '../../auth/sessions'
import type { EventBus } from '../../live/event-bus'
import type { ImageStore } from '../../media/image-store'
import type { AccountRepository } from './account-repository'

export function createAccountDeletion(services: {
  accounts: AccountRepository
  sessions: Pick<Sessions, 'changed'>
  bus: EventBus
  audit: AuditLog
  images: ImageStore
}) {
  const { accounts, sessions, bus, audit, images } = services
  /** Deletes the account; false when there is no such living account. */
  return async function deleteAccount(
    userId: string,
    options: { removeContributions: boolean; log: Pick<FastifyBaseLogger, 'warn'> },
  ): Promise<boolean> {
    const { removeContributions, log } = options
    const change = await accounts.deleteAccount(userId, {
      removeContributions,
      beforeCommit: (tx) =>
        audit.recordMemberAction(
          userId,
          'delete',
          removeContributions
            ? 'Account deleted with its reviews, posts and comments'
            : 'Account deleted; its reviews, posts and comments kept as Deleted user',
          tx,
        ),
    })
    if (!change) return false
    await sessions.changed(userId)
    for (const event of change.events) await bus.publish(event)
    await images.release(change.images).catch((error: unknown) => {
      log.warn({ err: error }, "A deleted account's images could not be removed")
    })
    return true
  }
}
