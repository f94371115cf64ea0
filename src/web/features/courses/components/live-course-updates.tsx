// Keeps the catalogue's cached queries current while the app is open: course events from the live
// event stream refetch the course queries whose data they change.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { subscribeToLiveEvents } from '../../../lib/event-stream'
import { mentionsCourse } from '../../../lib/mentions-course'
import { courseKeys } from '../api/course-keys'

/** How long course events are gathered before the queries showing them refetch. */
export const COURSE_UPDATE_DELAY_MS = { min: 500, spread: 1500 }

const isDetailOf = (key: readonly unknown[], courseIds: ReadonlySet<string>) =>
  key[1] === 'detail' && typeof key[2] === 'string' && courseIds.has(key[2])

/**
 * On 'course.added' every courses query is refetched, so an open catalogue shows the new course.
 * 'course.imported' (a catalogue import: many courses added or changed at once, so any list, count
 * or course page may move) refetches every courses query too, but after the delay below, since an
 * import arrives in batches. 'course.updated' (an administrator's edit or delete) refetches the
 * course queries whose data shows that course; 'course.counts' (a favourite, a learner's rating:
 * frequent on a busy site) refetches only that course's own page. These three wait a short random
 * delay that gathers a burst of events into one refetch and keeps every open page from asking the
 * server at the same instant.
 */
export function LiveCourseUpdates() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const edited = new Set<string>()
    const counted = new Set<string>()
    let imported = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      timer = undefined
      const [editedIds, countedIds] = [new Set(edited), new Set(counted)]
      edited.clear()
      counted.clear()
      if (imported) {
        imported = false
        void queryClient.invalidateQueries({ queryKey: courseKeys.all })
        return
      }
      void queryClient.invalidateQueries({
        queryKey: courseKeys.all,
        predicate: (query) =>
          mentionsCourse(query.state.data, editedIds) || isDetailOf(query.queryKey, countedIds),
      })
    }
    const unsubscribe = subscribeToLiveEvents((event) => {
      if (event.type === 'course.added') {
        void queryClient.invalidateQueries({ queryKey: courseKeys.all })
        return
      }
      if (event.type === 'course.imported') imported = true
      else if (event.type === 'course.updated') edited.add(event.courseId)
      else if (event.type === 'course.counts') counted.add(event.courseId)
      else return
      timer ??= setTimeout(
        refresh,
        COURSE_UPDATE_DELAY_MS.min + Math.random() * COURSE_UPDATE_DELAY_MS.spread,
      )
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient])
  return null
}
