// PUT | DELETE /api/me/bookmarks/:courseId and /api/me/favorites/:courseId: put a course into, or take
// it out of, the signed-in user's bookmarks or favourites. The user state changes at once
// (optimistic) and changes back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LibraryToggleResponse } from '../../../../domain/schemas/account'
import type { Course } from '../../../../domain/schemas/course'
import type { UserAction } from '../../../../domain/user-state'
import { apiSend } from '../../../lib/api-client'
import { applyUserAction, meKey } from '../../../lib/session'
import { courseKeys } from './course-keys'

export type LibraryList = 'bookmarks' | 'favorites'

const ACTIONS = {
  bookmarks: { add: 'addBookmark', remove: 'removeBookmark' },
  favorites: { add: 'addFavorite', remove: 'removeFavorite' },
} as const satisfies Record<LibraryList, Record<'add' | 'remove', UserAction['type']>>

export function saveCourse(
  list: LibraryList,
  courseId: string,
  saved: boolean,
): Promise<LibraryToggleResponse> {
  return apiSend<LibraryToggleResponse>(
    saved ? 'PUT' : 'DELETE',
    `/me/${list}/${encodeURIComponent(courseId)}`,
    undefined,
    'state',
  )
}

const saveCourseKey = ['save-course'] as const

/** `mutate(true)` saves the course to the list, `mutate(false)` takes it out. */
export function useSaveCourse(list: LibraryList, courseId: string) {
  const queryClient = useQueryClient()
  const change = (saved: boolean) =>
    applyUserAction(queryClient, {
      type: saved ? ACTIONS[list].add : ACTIONS[list].remove,
      courseId,
    })
  return useMutation({
    mutationKey: [...saveCourseKey, list, courseId],
    // Quick repeated clicks reach the server in the order they were made.
    scope: { id: `save-course:${list}:${courseId}` },
    mutationFn: (saved: boolean) => saveCourse(list, courseId, saved),
    onMutate: async (saved) => {
      // An auth-state load already on its way must not overwrite the optimistic change.
      await queryClient.cancelQueries({ queryKey: meKey, exact: true })
      change(saved)
    },
    onError: (_error, saved) => change(!saved),
    onSuccess: (result) => {
      change(result.saved)
      const { fvrtCount } = result
      if (fvrtCount !== undefined) {
        queryClient.setQueryData<Course>(courseKeys.detail(courseId), (course) =>
          course ? { ...course, fvrtCount } : course,
        )
      }
    },
    onSettled: () => {
      // Reload from the server once the last toggle on the page is done: the auth state and
      // My Courses (both under ['me']), and for favourites the course's favourite count. Not
      // awaited: the tile's outcome (and any failure message) should not wait for the reload.
      if (queryClient.isMutating({ mutationKey: saveCourseKey }) > 1) return
      void queryClient.invalidateQueries({ queryKey: meKey })
      if (list === 'favorites') {
        void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) })
      }
    },
  })
}
