// App-wide providers: the query cache, and the courses feature's live updates that keep it fresh.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { LiveCourseUpdates } from '../features/courses/components/live-course-updates'
import { isClientError } from '../lib/api-client'

/** `forServer`: the cache of one server render, which answers at once rather than retrying. */
export function createQueryClient({ forServer = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx (unknown course, bad filter) will not change by asking again.
        retry: forServer
          ? false
          : (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  })
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
      <LiveCourseUpdates />
      {children}
    </QueryClientProvider>
  )
}
