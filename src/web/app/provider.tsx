// App-wide providers: the query cache, and the live event stream that keeps it fresh.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { courseKeys } from '../features/courses/api/course-keys'
import { isClientError } from '../lib/api-client'
import { subscribeToLiveEvents } from '../lib/event-stream'

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

/** On 'course.added' every courses query is refetched, so an open catalogue shows the new course. */
function LiveUpdates() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      subscribeToLiveEvents((event) => {
        if (event.type === 'course.added') {
          void queryClient.invalidateQueries({ queryKey: courseKeys.all })
        }
      }),
    [queryClient],
  )
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
