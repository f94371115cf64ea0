// Renders a component the way the app does: message catalogue, a fresh query cache (optionally
// seeded) and a memory router at the given URL. `location()` reports where the router is now.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

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
  let current = { pathname: '', search: '' }
  function LocationProbe() {
    const location = useLocation()
    current = { pathname: location.pathname, search: location.search }
    return null
  }
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient: client, location: () => current }
}
