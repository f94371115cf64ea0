// Accounts: the credential rules of docs/product.md#accounts (../credentials.ts, checked in the
// browser and again here) and the API shapes of sign-in, sign-up and the signed-in user.
import { z } from 'zod'
import { reviewSchema } from './review'
import { RESET_LINK_INVALID_MESSAGE, ROLES, VERIFY_LINK_INVALID_MESSAGE } from '../account'
import { LANGUAGE_INVALID_MESSAGE, LANGUAGES } from '../languages'
import { courseSchema } from './course'
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from '../credentials'

const credentials = {
  email: z
    .string({ message: EMAIL_INVALID_MESSAGE })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { message: EMAIL_INVALID_MESSAGE }),
  password: z
    .string({ message: PASSWORD_RULE_MESSAGE })
    .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })
    .refine(meetsPasswordRule, { message: PASSWORD_RULE_MESSAGE }),
}

/** One of the site's languages (src/domain/languages.ts). */
const languageSchema = z.enum(LANGUAGES, { message: LANGUAGE_INVALID_MESSAGE })

/** The Full Name (the display name): optional, so only its length is checked. */
const fullName = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, {
    message: `Full Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  })

/**
 * POST /api/auth/sign-up/email. `name` is the Full Name (optional; only its length is checked);
 * `language` is the page's language, saved on the new account (else the visitor's cookie).
 */
export const signUpBodySchema = z.object({
  ...credentials,
  language: languageSchema.optional(),
  name: fullName.default(''),
})

/** A password someone types to prove it is them: only the shape is checked; wrong is just wrong. */
const enteredPassword = z
  .string({ message: 'Enter your password' })
  .min(1, { message: 'Enter your password' })
  .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })

/** POST /api/auth/sign-in/email. Only the shape is checked: a wrong password is just wrong. */
export const signInBodySchema = z.object({
  email: credentials.email,
  password: enteredPassword,
})

/** POST /api/auth/request-password-reset: the address a reset link is sent to, if it has an account. */
export const passwordResetRequestBodySchema = z.object({ email: credentials.email })

/**
 * POST /api/auth/reset-password: the link's token and the new password, under sign-up's password
 * rules (the most common passwords are refused too, by the route).
 */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ message: RESET_LINK_INVALID_MESSAGE })
    .min(1, { message: RESET_LINK_INVALID_MESSAGE })
    .max(200, { message: RESET_LINK_INVALID_MESSAGE }),
  newPassword: credentials.password,
})

/**
 * POST /api/auth/send-verification-email: a new confirmation link. A signed-in member's goes to
 * their own address (any `email` is ignored); a visitor names the address.
 */
export const sendVerificationBodySchema = z.object({ email: credentials.email.optional() })

/** POST /api/auth/verify-email: the token of a confirmation link. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string({ message: VERIFY_LINK_INVALID_MESSAGE })
    .min(1, { message: VERIFY_LINK_INVALID_MESSAGE })
    .max(4000, { message: VERIFY_LINK_INVALID_MESSAGE }),
})

/** The answer of the account actions that only say what happened. */
export const accountMessageSchema = z.object({ message: z.string() })
export type AccountMessage = z.infer<typeof accountMessageSchema>

/** The user profile record (docs/product.md#accounts), as the signed-in user sees it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  createdDate: z.string(),
  role: z.enum(ROLES),
  /** Whether the address was confirmed through the link mailed at sign-up (decision 027). */
  emailVerified: z.boolean(),
  /** The language the user chose for the site (docs/product.md#languages); null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
  /** A suspension in force: why, and until when (null: until a moderator lifts it). */
  suspension: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
})
export type Profile = z.infer<typeof profileSchema>

/** GET /api/me: null user and empty lists when signed out. */
export const meResponseSchema = z.object({
  user: profileSchema.nullable(),
  bookmarkedCourses: z.array(z.string()),
  favoriteCourses: z.array(z.string()),
})
export type MeResponse = z.infer<typeof meResponseSchema>

/** PUT /api/me/language: the signed-in user's language for the site, and its answer. */
export const languageBodySchema = z.object(
  { language: languageSchema },
  { message: LANGUAGE_INVALID_MESSAGE },
)
export type LanguageBody = z.infer<typeof languageBodySchema>

/** PUT|DELETE /api/me/bookmarks/:courseId and /api/me/favorites/:courseId. */
export const libraryToggleResponseSchema = z.object({
  courseId: z.string(),
  saved: z.boolean(),
  /** The course's favourite count after the change (favourites only). */
  fvrtCount: z.number().int().optional(),
})
export type LibraryToggleResponse = z.infer<typeof libraryToggleResponseSchema>

/** GET /api/me/courses: the 'My Courses' page. */
export const myCoursesResponseSchema = z.object({
  bookmarked: z.array(courseSchema),
  favorites: z.array(courseSchema),
})
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>

// The account page (docs/product.md#account-page): /api/me/name, /password, /sessions, /export and
// DELETE /api/me.

/** PUT /api/me/name: the display name, by the sign-up form's rule (empty is allowed). */
export const nameBodySchema = z.object({ name: fullName })
export const nameResponseSchema = z.object({ displayName: z.string() })
export type NameResponse = z.infer<typeof nameResponseSchema>

/** POST /api/me/password: the current password, and a new one by the sign-up rules. */
export const passwordChangeBodySchema = z.object({
  currentPassword: enteredPassword,
  newPassword: credentials.password,
})
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>
/** How many other sessions the change signed out. */
export const passwordChangeResponseSchema = z.object({ otherSessionsEnded: z.number().int() })
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>

/**
 * One of the user's signed-in sessions. `id` names it (never its token); the device is read from
 * its User-Agent (null for what it does not say); `lastSeenAt` is right to within
 * SESSION_ACTIVITY_MINUTES.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The session of this request ('This device'). */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>
/** GET /api/me/sessions: this device first, then the most recently active. */
export const sessionListResponseSchema = z.object({ sessions: z.array(accountSessionSchema) })
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>
export const sessionParamsSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'Session id is not valid' }),
})
/** DELETE /api/me/sessions/:sessionId and DELETE /api/me/sessions (every other one). */
export const sessionsEndedResponseSchema = z.object({ ended: z.number().int() })
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponseSchema>

/** DELETE /api/me: the password, and whether the reviews, posts and comments go too. */
export const deleteAccountBodySchema = z.object({
  password: enteredPassword,
  removeContributions: z
    .boolean({ message: 'removeContributions must be true or false' })
    .default(false),
})
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) })

const exportedCourse = z.object({
  courseId: z.string(),
  courseName: z.string(),
  savedAt: z.string(),
})

/** GET /api/me/export: everything the site keeps about the user, as one JSON file. */
export const accountExportSchema = z.object({
  site: z.literal('CourseCompass'),
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    language: z.enum(LANGUAGES).nullable(),
  }),
  sessions: z.array(
    z.object({
      browser: z.string().nullable(),
      os: z.string().nullable(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  bookmarks: z.array(exportedCourse),
  favourites: z.array(exportedCourse),
  reviews: z.array(
    z.object({
      reviewId: z.string(),
      courseId: z.string(),
      courseName: z.string(),
      text: z.string(),
      rating: z.number().int().nullable(),
      ...reviewSchema.pick({
        completion: true,
        progress: true,
        takenIn: true,
        pricePaid: true,
        aspects: true,
      }).shape,
      createdAt: z.string(),
      updatedAt: z.string(),
      hidden: z.boolean(),
    }),
  ),
  helpfulVotes: z.array(
    z.object({
      reviewId: z.string(),
      courseId: z.string(),
      courseName: z.string(),
      votedAt: z.string(),
    }),
  ),
  posts: z.array(
    z.object({
      postId: z.string(),
      title: z.string(),
      body: z.string(),
      tags: z.array(z.string()),
      image: z.string().nullable(),
      createdAt: z.string(),
      hidden: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({
      commentId: z.string(),
      postId: z.string(),
      postTitle: z.string(),
      text: z.string(),
      createdAt: z.string(),
      hidden: z.boolean(),
    }),
  ),
  postVotes: z.array(
    z.object({
      postId: z.string(),
      postTitle: z.string(),
      direction: z.enum(['up', 'down']),
      votedAt: z.string(),
    }),
  ),
  reports: z.array(
    z.object({
      type: z.enum(['review', 'post', 'comment']),
      targetId: z.string(),
      reason: z.string(),
      /** The member's own words, when the reason was 'other'. */
      detail: z.string().nullable(),
      reportedAt: z.string(),
    }),
  ),
  /** Suspensions of the account (docs/product.md#roles), lifted ones too. */
  suspensions: z.array(
    z.object({
      reason: z.string(),
      suspendedAt: z.string(),
      /** null: until lifted. */
      until: z.string().nullable(),
      liftedAt: z.string().nullable(),
    }),
  ),
  /** Courses the member added (docs/product.md#adding-a-course), with the moderators' decisions. */
  courseSubmissions: z.array(
    z.object({
      course: z.record(z.string(), z.unknown()),
      status: z.string(),
      reason: z.string().nullable(),
      courseId: z.string().nullable(),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  newsletterSubscriptions: z.array(
    z.object({
      email: z.string(),
      subscribedAt: z.string(),
      /** null while the confirmation link has not been used (docs/decisions/033). */
      confirmedAt: z.string().nullable(),
      language: z.string(),
    }),
  ),
  /** "Tell me when it is below" (docs/product.md#price-alerts). */
  priceAlerts: z.array(
    z.object({
      courseId: z.string(),
      courseName: z.string(),
      target: z.number(),
      createdAt: z.string(),
      notifiedAt: z.string().nullable(),
    }),
  ),
  /** What the member follows and how often they hear of it (docs/product.md#follows). */
  follows: z.array(
    z.object({
      kind: z.string(),
      query: z.record(z.string(), z.string()),
      frequency: z.string(),
      createdAt: z.string(),
      mailedAt: z.string().nullable(),
    }),
  ),
  /** The exams the member follows (docs/product.md#exam-reminders). */
  examFollows: z.array(z.object({ exam: z.string(), name: z.string(), followedAt: z.string() })),
  /** Each exam reminder they were sent ('closing-week:2026-07-04'). */
  examReminders: z.array(z.object({ exam: z.string(), reminder: z.string(), sentAt: z.string() })),
  /** Whether they keep a private calendar address (the address itself is a secret, not listed). */
  examCalendar: z.object({ createdAt: z.string() }).nullable(),
})
export type AccountExport = z.infer<typeof accountExportSchema>
