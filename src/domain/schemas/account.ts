// Accounts: the credential rules of docs/product.md#accounts (../credentials.ts, checked in the
// browser and again here) and the API shapes of sign-in, sign-up and the signed-in user.
import { z } from 'zod'
import { ROLES } from '../account'
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

/**
 * POST /api/auth/sign-up/email. `name` is the Full Name (optional; only its length is checked);
 * `language` is the page's language, saved on the new account (else the visitor's cookie).
 */
export const signUpBodySchema = z.object({
  ...credentials,
  language: languageSchema.optional(),
  name: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX_LENGTH, {
      message: `Full Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    })
    .default(''),
})

/** POST /api/auth/sign-in/email. Only the shape is checked: a wrong password is just wrong. */
export const signInBodySchema = z.object({
  email: credentials.email,
  password: z
    .string({ message: 'Enter your password' })
    .min(1, { message: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE }),
})

/** The user profile record (docs/product.md#accounts), as the signed-in user sees it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  createdDate: z.string(),
  role: z.enum(ROLES),
  /** The language the user chose for the site (docs/product.md#languages); null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
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
