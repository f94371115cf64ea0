// App-wide providers: the query cache, and the live event stream that keeps it fresh.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { courseKeys } from '../features/courses/api/course-keys'
import { isClientError } from '../lib/api-client'
import { subscribeToLiveEvents } from '../lib/event-stream'
import { mentionsCourse } from '../lib/mentions-course'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx (unknown course, bad filter) will not change by asking again.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  })
}

/** How long 'course.updated' events are gathered before the queries showing them refetch. */
export const COURSE_UPDATE_DELAY_MS = { min: 500, spread: 1500 }

/**
 * On 'course.added' every courses query is refetched, so an open catalogue shows the new course.
 * 'course.updated' (an edit, a delete, a new learner rating, a favourite count) refetches only the
 * course queries whose data shows that course, after a short random delay that gathers a burst of
 * events into one refetch and keeps every open page from asking the server at the same instant.
 */
function LiveUpdates() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const updated = new Set<string>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      timer = undefined
      const courseIds = new Set(updated)
      updated.clear()
      void queryClient.invalidateQueries({
        queryKey: courseKeys.all,
        predicate: (query) => mentionsCourse(query.state.data, courseIds),
      })
    }
    const unsubscribe = subscribeToLiveEvents((event) => {
      if (event.type === 'course.added') {
        void queryClient.invalidateQueries({ queryKey: courseKeys.all })
      } else if (event.type === 'course.updated') {
        updated.add(event.courseId)
        timer ??= setTimeout(
          refresh,
          COURSE_UPDATE_DELAY_MS.min + Math.random() * COURSE_UPDATE_DELAY_MS.spread,
        )
      }
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient])
  return null
}

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  )
}
