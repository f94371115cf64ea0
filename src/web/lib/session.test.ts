import { describe, expect, it } from 'vitest'
import type { MeResponse } from '../../domain/schemas/account'
import { createTestQueryClient } from '../test/render'
import { applyUserAction, meKey, SIGNED_OUT, shownName, userStateFrom } from './session'

const me: MeResponse = {
  user: {
    id: 'u1',
    email: 'asha@example.com',
    displayName: 'Asha',
    createdDate: '2024-11-09T10:00:00.000Z',
    role: 'user',
    emailVerified: true,
    language: null,
    suspension: null,
  },
  bookmarkedCourses: ['c1'],
  favoriteCourses: ['c2'],
}

describe('session', () => {
  it('a user in the auth state is set: logged in, with the library', () => {
    expect(userStateFrom(me)).toEqual({
      uid: 'u1',
      email: 'asha@example.com',
      displayName: 'Asha',
      isLoggedIn: true,
      bookmarkedCourses: ['c1'],
      favoriteCourses: ['c2'],
    })
  })

  it('no user clears the state, lists included', () => {
    const cleared = userStateFrom({ ...SIGNED_OUT, bookmarkedCourses: ['c1'] })
    expect(cleared.isLoggedIn).toBe(false)
    expect(cleared.email).toBe('')
    expect(cleared.bookmarkedCourses).toEqual([])
  })

  it('the shown name falls back to the part of the email before the @', () => {
    expect(shownName({ displayName: '  ', email: 'ravi.kumar@example.com' })).toBe('ravi.kumar')
    expect(shownName({ displayName: 'Ravi', email: 'ravi.kumar@example.com' })).toBe('Ravi')
  })

  it('library actions change the cached auth state; a course is added only once', () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(meKey, me)
    applyUserAction(queryClient, { type: 'addBookmark', courseId: 'c1' })
    applyUserAction(queryClient, { type: 'addBookmark', courseId: 'c3' })
    applyUserAction(queryClient, { type: 'removeFavorite', courseId: 'c2' })
    expect(queryClient.getQueryData(meKey)).toEqual({
      ...me,
      bookmarkedCourses: ['c1', 'c3'],
      favoriteCourses: [],
    })
  })
})
