import { describe, expect, it } from 'vitest'
import { initialUserState, userReducer, type UserState } from './user-state'

const signedIn: UserState = userReducer(initialUserState, {
  type: 'setUser',
  uid: 'u1',
  email: 'asha@example.in',
  displayName: 'Asha',
})

describe('client user state (docs/product.md#user-state)', () => {
  it('starts signed out with empty lists', () => {
    expect(initialUserState).toEqual({
      uid: '',
      email: '',
      displayName: '',
      isLoggedIn: false,
      bookmarkedCourses: [],
      favoriteCourses: [],
    })
  })

  it('setUser stores email and displayName and sets isLoggedIn', () => {
    expect(signedIn).toMatchObject({
      email: 'asha@example.in',
      displayName: 'Asha',
      isLoggedIn: true,
    })
  })

  it('adds a bookmark only if absent, and removes it', () => {
    let state = userReducer(signedIn, { type: 'addBookmark', courseId: 'c1' })
    state = userReducer(state, { type: 'addBookmark', courseId: 'c1' })
    state = userReducer(state, { type: 'addBookmark', courseId: 'c2' })
    expect(state.bookmarkedCourses).toEqual(['c1', 'c2'])
    expect(
      userReducer(state, { type: 'removeBookmark', courseId: 'c1' }).bookmarkedCourses,
    ).toEqual(['c2'])
  })

  it('treats favourites the same way', () => {
    let state = userReducer(signedIn, { type: 'addFavorite', courseId: 'c1' })
    state = userReducer(state, { type: 'addFavorite', courseId: 'c1' })
    expect(state.favoriteCourses).toEqual(['c1'])
    expect(userReducer(state, { type: 'removeFavorite', courseId: 'c1' }).favoriteCourses).toEqual(
      [],
    )
  })

  it('clearUser empties the user and both course lists', () => {
    let state = userReducer(signedIn, { type: 'addBookmark', courseId: 'c1' })
    state = userReducer(state, { type: 'addFavorite', courseId: 'c2' })
    expect(userReducer(state, { type: 'clearUser' })).toEqual(initialUserState)
  })

  it('setLibrary loads both lists from the server without duplicates', () => {
    const state = userReducer(signedIn, {
      type: 'setLibrary',
      bookmarkedCourses: ['a', 'a', 'b'],
      favoriteCourses: ['c'],
    })
    expect(state).toMatchObject({ bookmarkedCourses: ['a', 'b'], favoriteCourses: ['c'] })
  })
})
