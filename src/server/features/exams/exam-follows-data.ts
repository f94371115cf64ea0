// What exam reminders keep about a member (src/server/member-data/member-data.ts): the exams they
// follow, each reminder sent to them, and whether they keep a private calendar address (its token is
// a secret: the export says when it was made, not what it is).
import { eq } from 'drizzle-orm'
import { examCalendarFeeds, examFollows, examRemindersSent } from '../../db/schema'
import type { MemberData } from '../../member-data/member-data'
import { createExamFollowsRepository } from './exam-follows-repository'

export const examFollowsData = {
  owner: 'exam follows',
  tables: [examFollows, examRemindersSent, examCalendarFeeds],
  async export(db, member) {
    const follows = createExamFollowsRepository(db)
    const [followed, reminders, feed] = await Promise.all([
      follows.followedBy(member.id),
      follows.remindersSent(member.id),
      follows.feedOf(member.id),
    ])
    return {
      examFollows: followed.map((exam) => ({
        exam: exam.slug,
        name: exam.name,
        followedAt: exam.followedAt.toISOString(),
      })),
      examReminders: reminders.map((sent) => ({ ...sent, sentAt: sent.sentAt.toISOString() })),
      examCalendar: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    }
  },
  async forget(tx, member) {
    await tx.delete(examFollows).where(eq(examFollows.userId, member.id))
    await tx.delete(examRemindersSent).where(eq(examRemindersSent.userId, member.id))
    await tx.delete(examCalendarFeeds).where(eq(examCalendarFeeds.userId, member.id))
    return {}
  },
} satisfies MemberData
