// The client user state (docs/product.md#user-state): setUser, clearUser, and bookmark/favourite
// lists that add a course only if absent.

export interface UserState {
  uid: string
  email: string
  displayName: string
  isLoggedIn: boolean
  bookmarkedCourses: string[]
  favoriteCourses: string[]
}

export const initialUserState: UserState = {
  uid: '',
  email: '',
  displayName: '',
  isLoggedIn: false,
  bookmarkedCourses: [],
  favoriteCourses: [],
}

export type UserAction =
  | { type: 'setUser'; uid: string; email: string; displayName: string }
  | { type: 'clearUser' }
  | { type: 'setLibrary'; bookmarkedCourses: string[]; favoriteCourses: string[] }
  | { type: 'addBookmark' | 'removeBookmark' | 'addFavorite' | 'removeFavorite'; courseId: string }

const add = (list: string[], id: string) => (list.includes(id) ? list : [...list, id])
const remove = (list: string[], id: string) => list.filter((x) => x !== id)

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case 'setUser':
      return {
        ...state,
        uid: action.uid,
        email: action.email,
        displayName: action.displayName,
        isLoggedIn: true,
      }
    case 'clearUser':
      return initialUserState
    case 'setLibrary':
      return {
        ...state,
        bookmarkedCourses: [...new Set(action.bookmarkedCourses)],
        favoriteCourses: [...new Set(action.favoriteCourses)],
      }
    case 'addBookmark':
      return { ...state, bookmarkedCourses: add(state.bookmarkedCourses, action.courseId) }
    case 'removeBookmark':
      return { ...state, bookmarkedCourses: remove(state.bookmarkedCourses, action.courseId) }
    case 'addFavorite':
      return { ...state, favoriteCourses: add(state.favoriteCourses, action.courseId) }
    case 'removeFavorite':
      return { ...state, favoriteCourses: remove(state.favoriteCourses, action.courseId) }
  }
}
