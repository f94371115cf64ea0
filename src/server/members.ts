// Every owner's part of what the site keeps (src/server/member-data/member-data.ts): the features'
// parts, which answer for a member's data, and the tables shared infrastructure keeps for the site
// itself. A composition root, as app.ts is: it alone sees every feature. members.test.ts holds the
// list to the schema: every table owned once.
import { eq } from 'drizzle-orm'
import type { MemberData } from './member-data/member-data'
import { userScope } from './http/idempotency'
import {
  adminAudit,
  reviewBurstChecks,
  courseExams,
  examStages,
  exams,
  authThrottle,
  courses,
  idempotencyKeys,
  images,
  liveEvents,
  recommendationFeedback,
  siteSecrets,
  coursePrices,
  catalogueSources,
  jobs,
  sourceHosts,
  sourceRuns,
  users,
} from './db/schema'
import { authData } from './features/auth/auth-data'
import { libraryData } from './features/library/library-data'
import { reviewsData } from './features/reviews/reviews-data'
import { communityData } from './features/community/community-data'
import { adminData } from './features/admin/admin-data'
import { submissionsData } from './features/submissions/submissions-data'
import { siteData } from './features/site/site-data'
import { reportsData } from './moderation/reports'
import { priceAlertsData } from './features/prices/price-alerts-data'
import { followsData } from './features/follows/follows-data'
import { examFollowsData } from './features/exams/exam-follows-data'

export const MEMBER_DATA: readonly MemberData[] = [
  // The account itself: its section is the account feature's own (account-repository.ts).
  { owner: 'account', tables: [users] },
  authData,
  libraryData,
  reviewsData,
  communityData,
  reportsData,
  adminData,
  submissionsData,
  siteData,
  priceAlertsData,
  followsData,
  examFollowsData,
  // Kept for the site, about no member: the catalogue, its prices over time and the sources it is
  // refreshed from (who added a source is in the audit log), uploaded pictures
  // (a member's posts give their addresses), the administrators' log (a member's own deletion is
  // written by id alone, decision 029), answers to 'Was this helpful?' (who answered is a keyed
  // hash that names nobody, decision 039), change events, background jobs, the generated secret.
  { owner: 'courses', tables: [courses] },
  { owner: 'price history', tables: [coursePrices] },
  // Government exams and their dates, kept by moderators (who changed what is in the audit log).
  { owner: 'exams', tables: [exams, examStages, courseExams] },
  { owner: 'catalogue sources', tables: [catalogueSources, sourceRuns, sourceHosts] },
  { owner: 'media', tables: [images] },
  { owner: 'audit', tables: [adminAudit] },
  // Moderators' word that a burst of reviews was genuine (who said so is kept as in the audit log).
  { owner: 'review bursts', tables: [reviewBurstChecks] },
  { owner: 'recommendations', tables: [recommendationFeedback] },
  { owner: 'live', tables: [liveEvents] },
  { owner: 'jobs', tables: [jobs] },
  { owner: 'auth secret', tables: [siteSecrets] },
  // Kept a short while, then let go: sign-in counters (by address, decision 028) and the answers
  // kept for a create sent again (decision 045; a deleted account's go with it).
  {
    owner: 'http',
    tables: [authThrottle, idempotencyKeys],
    // The answers kept for their retries hold copies of what they wrote.
    async forget(tx, member) {
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userScope(member.id)))
      return {}
    },
  },
]
