import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryRouter,
  Link,
  Route,
  RouteErrorBoundary,
  RouterProvider,
  ScrollRestoration,
  Switch,
  useLocation,
  useNavigationPending,
  useParams,
  useSearchParams,
  type Prepare,
  type Router,
} from '.'

function Pending() {
  return useNavigationPending() ? <p role="progressbar" aria-label="Loading page" /> : null
}

function Course() {
  const { courseId } = useParams()
  return <h1>Course {courseId}</h1>
}

function Thrower(): never {
  throw new Error('page failed')
}

function Pages() {
  const location = useLocation()
  return (
    <RouteErrorBoundary location={location} fallback={<h1>Something went wrong</h1>}>
      <Pending />
      <Link to="/">Home</Link>
      <Link to="/community">Community</Link>
      <Link to="/home/c-2/docker" target="_blank">
        Docker in a new tab
      </Link>
      <Link to="/broken">Broken</Link>
      <Link to={{ search: 'page=2' }} preventScrollReset>
        Next page
      </Link>
      <Switch>
        <Route path="/">
          <h1>Home</h1>
        </Route>
        <Route path="/community">
          <h1>Community</h1>
        </Route>
        <Route path="/home/:courseId/:courseName?" component={Course} />
        <Route path="/broken" component={Thrower} />
      </Switch>
      <ScrollRestoration getKey={(l) => l.key ?? `url:${l.pathname}${l.search}`} />
    </RouteErrorBoundary>
  )
}

function renderApp(url: string, prepare?: Prepare): Router {
  const router = createMemoryRouter(url, { prepare })
  render(
    <RouterProvider router={router}>
      <Pages />
    </RouterProvider>,
  )
  return router
}

const path = (router: Router) => {
  const { pathname, search } = router.state().location
  return pathname + search
}

describe('Link', () => {
  it('is a real link that moves the router without loading a document', async () => {
    const router = renderApp('/')
    const link = screen.getByRole('link', { name: 'Community' })
    expect(link).toHaveAttribute('href', '/community')
    await userEvent.click(link)
    expect(path(router)).toBe('/community')
    expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/community?page=2',
    )
  })

  it('leaves clicks meant for another tab or window to the browser', () => {
    const router = renderApp('/')
    const community = screen.getByRole('link', { name: 'Community' })
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(community, { [modifier]: true })).toBe(true)
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Docker in a new tab' }))).toBe(true)
    expect(path(router)).toBe('/')
    // A plain click is the router's: the browser's own navigation is cancelled.
    expect(fireEvent.click(community)).toBe(false)
  })

  it('a link to where the router already is replaces the entry instead of adding one', async () => {
    const router = renderApp('/community')
    await userEvent.click(screen.getByRole('link', { name: 'Community' }))
    expect(router.state().action).toBe('replace')
  })
})

describe('navigation', () => {
  it('keeps the old page on screen, with a progress bar, until the next page is ready', async () => {
    let ready!: () => void
    const chunk = new Promise<void>((resolve) => (ready = resolve))
    const router = renderApp('/', (pathname) => (pathname === '/community' ? chunk : undefined))
    await userEvent.click(screen.getByRole('link', { name: 'Community' }))
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(path(router)).toBe('/')
    await act(async () => ready())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument()
  })

  it('gives a page its route parameters', () => {
    renderApp('/home/c-1/react')
    expect(screen.getByRole('heading', { name: 'Course c-1' })).toBeInTheDocument()
  })

  it('shows the error page for a page that throws, and the next page after a navigation', async () => {
    // React reports the error it caught; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {})
    const router = renderApp('/broken')
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    await act(() => router.navigate('/community'))
    expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument()
  })
})

describe('useSearchParams', () => {
  function Filters() {
    const [params, update] = useSearchParams()
    const set = (name: string, value: string) =>
      update((current) => {
        const next = new URLSearchParams(current)
        next.set(name, value)
        return next
      })
    return (
      <button
        type="button"
        onClick={() => {
          // Two changes before the next render: both are kept.
          void set('category', 'devops')
          void set('sort', 'rating')
        }}
      >
        Apply ({params.toString()})
      </button>
    )
  }

  it('builds each change on the newest URL', async () => {
    const router = createMemoryRouter('/all-courses?q=docker')
    render(
      <RouterProvider router={router}>
        <Filters />
      </RouterProvider>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(path(router)).toBe('/all-courses?q=docker&category=devops&sort=rating')
    expect(screen.getByRole('button')).toHaveTextContent(
      'Apply (q=docker&category=devops&sort=rating)',
    )
  })
})

describe('ScrollRestoration', () => {
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  }

  it('starts a new page at the top, keeps the place when asked, and restores it on back', async () => {
    const scroll = vi.spyOn(window, 'scrollTo')
    const router = renderApp('/')
    scrollTo(640)
    await userEvent.click(screen.getByRole('link', { name: 'Community' }))
    expect(scroll).toHaveBeenLastCalledWith(0, 0)

    scroll.mockClear()
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }))
    expect(path(router)).toBe('/community?page=2')
    expect(scroll).not.toHaveBeenCalled()

    await act(() => router.navigate(-1))
    await act(() => router.navigate(-1))
    expect(path(router)).toBe('/')
    expect(scroll).toHaveBeenLastCalledWith(0, 640)
    scrollTo(0)
  })
})
