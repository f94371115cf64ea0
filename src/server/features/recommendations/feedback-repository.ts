// 'Was this helpful?' answers (docs/product.md#comparison-and-recommendation): one per voter and
// recommendation (answering again changes it), counted per recommender for /admin.
import { count, sql } from 'drizzle-orm'
import type { FeedbackCount } from '../../../domain/schemas/recommendation'
import type { Db } from '../../db/db-type'
import { recommendationFeedback } from '../../db/schema'

export function createFeedbackRepository(db: Db) {
  return {
    async record(input: { answerId: string; voter: string; provider: string; helpful: boolean }) {
      await db
        .insert(recommendationFeedback)
        .values(input)
        .onConflictDoUpdate({
          target: [recommendationFeedback.answerId, recommendationFeedback.voter],
          set: { helpful: input.helpful, createdAt: sql`now()` },
        })
    },

    async counts(): Promise<FeedbackCount[]> {
      const rows = await db
        .select({
          provider: recommendationFeedback.provider,
          helpful: sql<number>`count(*) FILTER (WHERE ${recommendationFeedback.helpful})`.mapWith(
            Number,
          ),
          total: count(),
        })
        .from(recommendationFeedback)
        .groupBy(recommendationFeedback.provider)
        .orderBy(recommendationFeedback.provider)
      return rows.map((r) => ({
        provider: r.provider,
        helpful: r.helpful,
        notHelpful: r.total - r.helpful,
      }))
    },
  }
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
