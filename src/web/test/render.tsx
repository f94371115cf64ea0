// Renders a component the way the app does: message catalogue, a fresh query cache (optionally
// seeded) and a memory router at the given URL, the component shown where `path` matches it (its
// parameters for useParams). `location()` reports where the router is now; `router.navigate` moves
// it (-1: back).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, Route, RouterProvider } from '../lib/router'

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  })
}

type Options = { url?: string; queryClient?: QueryClient; path?: string }

export function renderWithApp(
  ui: ReactElement,
  { url = '/', queryClient, path = '*' }: Options = {},
) {
  const client = queryClient ?? createTestQueryClient()
  const router = createMemoryRouter(url)
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router}>
        <Route path={path}>{ui}</Route>
      </RouterProvider>
    </QueryClientProvider>,
  )
  const location = () => {
    const { pathname, search } = router.state().location
    return { pathname, search }
  }
  return { ...result, router, queryClient: client, location }
}
