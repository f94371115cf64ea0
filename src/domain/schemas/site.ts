// The API shapes of the contact form and newsletter (docs/product.md#contact-and-newsletter), and
// the administrators' views.
import { z } from 'zod'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../credentials'
import { CONTACT_MESSAGE_MAX, NEWSLETTER_TOKEN_INVALID } from '../site'
import { SUSPENSION_DAYS } from '../account'
import { MULTI_LINE_META } from '../text-input'
import {
  REPORT_DETAIL_MAX,
  REPORT_DETAIL_MESSAGE,
  REPORT_DETAIL_TOO_LONG,
  REPORT_REASON_MESSAGE,
  REPORT_REASONS,
} from '../reports'

const email = z
  .string({ message: EMAIL_INVALID_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { message: EMAIL_INVALID_MESSAGE })

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} can be at most ${max.toLocaleString('en-IN')} characters.` })

export const contactInputSchema = z.object({
  name: required('Name', 100),
  email,
  message: required('Message', CONTACT_MESSAGE_MAX).meta(MULTI_LINE_META),
})

export const subscribeInputSchema = z.object({ email })

/** The token of a newsletter link (/newsletter?confirm=… or ?unsubscribe=…). */
export const newsletterTokenSchema = z
  .string({ message: NEWSLETTER_TOKEN_INVALID })
  .regex(/^[a-f0-9]{64}$/, { message: NEWSLETTER_TOKEN_INVALID })
export const newsletterTokenBodySchema = z.object({ token: newsletterTokenSchema })

export const MODERATION_REASON_MAX = 200

/** Hiding or unhiding a post, comment or review; the reason goes to the audit log. */
export const hiddenInputSchema = z.object({
  hidden: z.boolean({ message: 'hidden must be true or false' }),
  reason: z
    .string({ message: 'The reason must be text.' })
    .trim()
    .max(MODERATION_REASON_MAX, {
      message: `A reason can be at most ${MODERATION_REASON_MAX} characters.`,
    })
    .optional(),
})

/** What a moderator's hide or unhide answers, for every kind of item. */
export const hiddenAnswerSchema = z.object({ hidden: z.boolean() })

/** PUT /api/admin/moderators {email}: an administrator makes a member a moderator. */
export const moderatorGrantSchema = z.object({ email })

export const moderatorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
})
export type Moderator = z.infer<typeof moderatorSchema>

export const SUSPENSION_REASON_MESSAGE = 'Give a reason for the suspension.'
export const SUSPENSION_LENGTH_MESSAGE = 'Choose how long the suspension lasts.'

/** PUT /api/admin/suspensions: a moderator suspends a member for some days, or until lifted (null). */
export const suspensionInputSchema = z.object({
  email,
  reason: z
    .string({ message: SUSPENSION_REASON_MESSAGE })
    .trim()
    .min(1, { message: SUSPENSION_REASON_MESSAGE })
    .max(MODERATION_REASON_MAX, {
      message: `A reason can be at most ${MODERATION_REASON_MAX} characters.`,
    }),
  days: z.union(
    SUSPENSION_DAYS.map((d) => (d === null ? z.null() : z.literal(d))) as unknown as [
      z.ZodType<number | null>,
      z.ZodType<number | null>,
    ],
    { message: SUSPENSION_LENGTH_MESSAGE },
  ),
})

export const suspensionSchema = z.object({
  suspensionId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  /** null: until lifted. */
  until: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
})
export type Suspension = z.infer<typeof suspensionSchema>

/** POST /api/{reviews|posts|comments}/:id/report: why; 'other' needs the member's own words. */
export const reportInputSchema = z
  .object(
    {
      reason: z.enum(REPORT_REASONS, { message: REPORT_REASON_MESSAGE }),
      detail: z
        .string({ message: REPORT_DETAIL_MESSAGE })
        .trim()
        .max(REPORT_DETAIL_MAX, { message: REPORT_DETAIL_TOO_LONG })
        .optional(),
    },
    { message: REPORT_REASON_MESSAGE },
  )
  .refine((input) => input.reason !== 'other' || Boolean(input.detail), {
    message: REPORT_DETAIL_MESSAGE,
    path: ['detail'],
  })
export type ReportInput = z.input<typeof reportInputSchema>

export const reportedTypeSchema = z.enum(['review', 'post', 'comment'], {
  message: 'Type must be review, post or comment',
})

/** An item in the moderators' queue: its open reports, counted by reason. */
export const reportedItemSchema = z.object({
  type: reportedTypeSchema,
  id: z.string(),
  text: z.string(),
  author: z.string(),
  /** Open reports (not yet acted on). */
  reports: z.number().int(),
  /** How many of them gave each reason. */
  reasons: z.record(z.enum(REPORT_REASONS), z.number().int()),
  /** What reporters wrote for 'other' (the latest few). */
  details: z.array(z.string()),
  /** When its oldest open report came in: the queue serves the longest waiting first. */
  firstReportedAt: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
})
export type ReportedItem = z.infer<typeof reportedItemSchema>

export const auditEntrySchema = z.object({
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The item's name and, for an edit, the fields it changed; null for entries without one. */
  detail: z.string().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
})
