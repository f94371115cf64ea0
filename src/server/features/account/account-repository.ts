// SQL of the account page (docs/product.md#account-page): the display name, the password, the
// signed-in sessions, "Download my data" and deleting the account. Deleting keeps the users row as
// an anonymous tombstone so that what the user chose to keep still has an author
// (docs/decisions/029-deleting-an-account.md). The export and the deletion join what each owner
// keeps (src/server/members.ts); the counts its rows moved are kept by triggers (decision 056).
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { isLanguage } from '../../../domain/languages'
import type { AccountExport } from '../../../domain/schemas/account'
import type { Db } from '../../db/db-type'
import {
  exportSections,
  forgetMember,
  iso,
  renamedEvents,
  type Forgotten,
  type MemberData,
} from '../../member-data/member-data'
import { accounts, sessions, users } from '../../db/schema'

/** The e-mail a deleted account's tombstone keeps: unique, and never an address anyone can use. */
export const tombstoneEmail = (userId: string) => `deleted:${userId}`

export function createAccountRepository(db: Db, memberData: readonly MemberData[]) {
  return {
    /** Sets the display name; false when there is no such (living) account. */
    async setName(userId: string, name: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id })
      return updated.length > 0
    },

    /** The hash of the user's password (the credential account), or null when there is none. */
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      return row?.password ?? null
    },

    /**
     * Stores a new password hash and ends every other session of the user, in one transaction.
     * Answers how many sessions ended.
     */
    async setPassword(userId: string, hash: string, keepSessionId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ password: hash, updatedAt: sql`now()` })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
          .returning({ id: sessions.id })
        return ended.length
      })
    },

    /** The user's sessions that have not expired, most recently active first. */
    async sessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    },

    /** Ends one of the user's sessions; false when the user has no such session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id })
      return ended.length > 0
    },

    /** Ends every session of the user but `keepSessionId`; answers how many. */
    async endOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id })
      return ended.length
    },

    /** The events that tell open pages where the user's name shows (src/server/members.ts). */
    async renamedEvents(userId: string) {
      return renamedEvents(memberData, db, { id: userId })
    },

    /**
     * Everything kept about the user (GET /api/me/export), or undefined for no such account: the
     * account, then every owner's sections (src/server/members.ts).
     */
    async export(userId: string): Promise<Omit<AccountExport, 'site' | 'exportedAt'> | undefined> {
      const [account] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          createdAt: users.createdAt,
          language: users.language,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      if (!account) return undefined
      const member = { id: account.id, email: account.email }
      return {
        account: {
          id: account.id,
          name: account.name,
          email: account.email,
          createdAt: iso(account.createdAt),
          language: isLanguage(account.language) ? account.language : null,
        },
        ...(await exportSections(memberData, db, member)),
      }
    },

    /**
     * Deletes the account (docs/decisions/029-deleting-an-account.md), in one transaction: every
     * owner forgets what it keeps about the member (src/server/members.ts: the favourites and
     * bookmarks, helpful votes and post votes, sessions, password, pending links and newsletter
     * subscriptions; the reviews, posts and comments too when `removeContributions`, else they stay
     * under the tombstone), then the account becomes the tombstone, which keeps no name and an
     * e-mail that is no address. `beforeCommit` runs last in the same transaction (the audit
     * entry). The events that tell open pages and the files that may now be unused; undefined when
     * there is no such living account.
     */
    async deleteAccount(
      userId: string,
      options: { removeContributions: boolean; beforeCommit?: (tx: Db) => Promise<void> },
    ): Promise<Required<Forgotten> | undefined> {
      return db.transaction(async (tx) => {
        // The row lock makes a second deletion of the same account wait, then find nothing.
        const [account] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update')
        if (!account) return undefined
        const forgotten = await forgetMember(
          memberData,
          tx,
          { id: userId, email: account.email },
          { removeContributions: options.removeContributions },
        )
        await tx
          .update(users)
          .set({
            name: '',
            email: tombstoneEmail(userId),
            emailVerified: false,
            image: null,
            language: null,
            deletedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))
        await options.beforeCommit?.(tx)
        return forgotten
      })
    },
  }
}
export type AccountRepository = ReturnType<typeof createAccountRepository>
