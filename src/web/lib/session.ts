// The signed-in user (docs/product.md#user-state). GET /api/me is the auth state; its cached answer
// (key ['me']) is the one store of the client user state, read through the domain's userReducer:
// setUser when the server knows the user, clearUser when it does not. Sign-in, sign-up and sign-out
// change the session cookie and then reload everything under ['me'].
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { Language } from '../../domain/languages'
import { can } from '../../domain/permissions'
import type { LanguageBody, MeResponse, Profile } from '../../domain/schemas/account'
import {
  initialUserState,
  userReducer,
  type UserAction,
  type UserState,
} from '../../domain/user-state'
import { apiGet, apiSend } from './api-client'
import { clearAllDrafts } from './drafts'

/** Every query that belongs to the signed-in user starts with this key. */
export const meKey = ['me'] as const

export const SIGNED_OUT: MeResponse = { user: null, bookmarkedCourses: [], favoriteCourses: [] }

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiGet<MeResponse>('/me', { signal })
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) })
}

/** The auth state as the server gives it now: the cached answer unless it was invalidated. */
export async function currentMe(queryClient: QueryClient): Promise<MeResponse> {
  const state = queryClient.getQueryState<MeResponse>(meKey)
  if (state?.data && !state.isInvalidated) return state.data
  return queryClient.fetchQuery(getMeQueryOptions())
}

/** On page load the user is set from the auth state; with no user it is cleared. */
export function userStateFrom(me: MeResponse | undefined): UserState {
  if (!me?.user) return userReducer(initialUserState, { type: 'clearUser' })
  const withUser = userReducer(initialUserState, {
    type: 'setUser',
    uid: me.user.id,
    email: me.user.email,
    displayName: me.user.displayName,
  })
  return userReducer(withUser, {
    type: 'setLibrary',
    bookmarkedCourses: me.bookmarkedCourses,
    favoriteCourses: me.favoriteCourses,
  })
}

/** Applies a user-state action (addBookmark, removeFavorite, ...) to the cached auth state. */
export function applyUserAction(queryClient: QueryClient, action: UserAction) {
  queryClient.setQueryData<MeResponse>(meKey, (me) => {
    if (!me?.user) return me
    const next = userReducer(userStateFrom(me), action)
    return {
      ...me,
      bookmarkedCourses: next.bookmarkedCourses,
      favoriteCourses: next.favoriteCourses,
    }
  })
}

export type Session = UserState & {
  /** True until the first answer of GET /api/me: the visitor may or may not be signed in. */
  isPending: boolean
  /** The profile's role is 'admin' (ADMIN_EMAILS on the server); the server checks it again. */
  isAdmin: boolean
  /** A moderator or an administrator: they hide and unhide what people wrote. */
  isModerator: boolean
  /** The suspension in force, if any: the member reads but does not write. */
  suspension: Profile['suspension']
}

const sessionFrom = (me: MeResponse | undefined) => ({
  ...userStateFrom(me),
  isAdmin: can(me?.user, 'administer'),
  // A suspended moderator moderates nothing (src/domain/permissions.ts): no controls either.
  isModerator: can(me?.user, 'moderate'),
  suspension: me?.user?.suspension ?? null,
})

/** The client user state. Signed-in status is `isLoggedIn` (docs/product.md#roles). */
/**
 * True inside a part of the page hydrated later (lib/later-part.tsx) until it has hydrated: the
 * session answers as the server rendered the page (not known yet), so the part hydrates onto its
 * own HTML instead of React throwing that HTML away, with whatever was typed into it.
 */
export const AsServerRendered = createContext(false)

export function useSession(): Session {
  const asRendered = useContext(AsServerRendered)
  const query = useQuery({ ...getMeQueryOptions(), select: sessionFrom })
  // Hydrating a part of the page later: the session as the server rendered it, not known yet.
  if (asRendered) return { ...sessionFrom(undefined), isPending: true }
  // A failed GET /api/me counts as signed out: the Sign In link is the way back in.
  return { ...(query.data ?? sessionFrom(undefined)), isPending: query.isPending }
}

/** What the header shows: the display name, else the part of the email before the '@'. */
export function shownName(user: Pick<UserState, 'displayName' | 'email'>): string {
  return user.displayName.trim() || user.email.split('@')[0] || user.email
}

export type SignInInput = { email: string; password: string }
/** `language` is the page's: the new account keeps it (docs/product.md#languages). */
export type SignUpInput = SignInInput & { name: string; language?: Language }

/** The session cookie changed: drop what belonged to the previous user and load the new state. */
async function sessionChanged(queryClient: QueryClient, known?: MeResponse) {
  if (known) queryClient.setQueryData(meKey, known)
  await queryClient.invalidateQueries({ queryKey: meKey })
}

function useSessionMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    // Returning the promise keeps the mutation pending (the button says 'Processing...') until the
    // new user state has loaded, so the next page already shows who is signed in.
    onSuccess: () => sessionChanged(queryClient),
  })
}

/** POST /api/auth/sign-in/email. */
export function useSignIn() {
  return useSessionMutation(({ email, password }: SignInInput) =>
    apiSend('POST', '/auth/sign-in/email', { email: email.trim(), password }),
  )
}

/** POST /api/auth/sign-up/email: creates the account and signs it in. */
export function useSignUp() {
  return useSessionMutation(({ name, email, password, language }: SignUpInput) =>
    apiSend('POST', '/auth/sign-up/email', {
      name: name.trim(),
      email: email.trim(),
      password,
      ...(language ? { language } : {}),
    }),
  )
}

/**
 * PUT /api/me/language: saves the signed-in user's language on the account, which pages rendered
 * for them follow over the cookie (docs/product.md#languages).
 */
export function saveLanguage(language: Language): Promise<LanguageBody> {
  return apiSend<LanguageBody>('PUT', '/me/language', { language })
}

/**
 * POST /api/auth/sign-out. A failure is only logged and the user stays signed in
 * (docs/product.md#header-and-footer).
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiSend('POST', '/auth/sign-out', {}),
    onSuccess: () => {
      clearAllDrafts() // a shared device does not keep the last person's unsent words
      return sessionChanged(queryClient, SIGNED_OUT)
    },
    onError: (error) => {
      console.warn('Sign-out failed', error)
    },
  })
}
