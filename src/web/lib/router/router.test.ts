import { describe, expect, it, vi } from 'vitest'
import { matchPath } from './match'
import { createMemoryRouter, parsePath, resolveTo } from './router'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const where = (router: ReturnType<typeof createMemoryRouter>) => {
  const { pathname, search, hash } = router.state().location
  return pathname + search + hash
}

describe('addresses', () => {
  it('parses a path into pathname, search and hash', () => {
    expect(parsePath('/all-courses?q=react#top')).toEqual({
      pathname: '/all-courses',
      search: '?q=react',
      hash: '#top',
    })
    expect(parsePath('/community?')).toEqual({ pathname: '/community', search: '', hash: '' })
  })

  it('an object without a pathname stays on the current page, a string is resolved against it', () => {
    const from = parsePath('/all-courses?q=react')
    expect(resolveTo({ search: 'page=2' }, from)).toEqual({
      pathname: '/all-courses',
      search: '?page=2',
      hash: '',
    })
    expect(resolveTo({ search: '' }, from)).toEqual({
      pathname: '/all-courses',
      search: '',
      hash: '',
    })
    expect(resolveTo('/home/c-1/react', from).pathname).toBe('/home/c-1/react')
    expect(resolveTo('community', from).pathname).toBe('/community')
  })

  it('matches route patterns ignoring case and a trailing slash, with an optional segment', () => {
    expect(matchPath('/home/:courseId/:courseName?', '/home/c-1')).toMatchObject({
      courseId: 'c-1',
      courseName: undefined,
    })
    expect(matchPath('/home/:courseId/:courseName?', '/home/c-1/react/')).toMatchObject({
      courseId: 'c-1',
      courseName: 'react',
    })
    expect(matchPath('/home/:courseId/:courseName?', '/home/c-1/react/more')).toBeNull()
    expect(matchPath('/all-courses', '/All-Courses/')).not.toBeNull()
    expect(matchPath('/', '/')).not.toBeNull()
    expect(matchPath('*', '/no/such/page')).not.toBeNull()
  })
})

describe('a memory router', () => {
  it('starts at its URL as an entry opened by a full page load (no key)', () => {
    const router = createMemoryRouter('/all-courses?q=react')
    expect(router.state().location).toMatchObject({
      pathname: '/all-courses',
      search: '?q=react',
      key: null,
    })
  })

  it('pushes, replaces and goes back, each new entry with its own key', async () => {
    const router = createMemoryRouter('/')
    await router.navigate('/all-courses')
    const first = router.state()
    expect(first.action).toBe('push')
    expect(first.location.key).toEqual(expect.any(String))
    await router.navigate({ search: '?q=react' }, { replace: true, preventScrollReset: true })
    expect(where(router)).toBe('/all-courses?q=react')
    expect(router.state()).toMatchObject({ action: 'replace', preventScrollReset: true })
    expect(router.state().location.key).not.toBe(first.location.key)
    await router.navigate(-1)
    expect(where(router)).toBe('/')
    expect(router.state().action).toBe('pop')
    await router.navigate(1)
    expect(where(router)).toBe('/all-courses?q=react')
  })

  it('keeps the old location, and says a navigation is pending, until the page is ready', async () => {
    const chunk = deferred()
    const prepare = vi.fn((pathname: string) =>
      pathname === '/community' ? chunk.promise : undefined,
    )
    const router = createMemoryRouter('/', { prepare })
    const listener = vi.fn()
    router.subscribe(listener)

    const done = router.navigate('/community')
    expect(router.pending()).toBe(true)
    expect(where(router)).toBe('/')
    expect(listener).toHaveBeenCalledTimes(1)

    chunk.resolve()
    await done
    expect(router.pending()).toBe(false)
    expect(where(router)).toBe('/community')
  })

  it('commits at once when the page is ready already', () => {
    const router = createMemoryRouter('/all-courses', { prepare: () => undefined })
    void router.navigate({ search: '?q=a' })
    expect(where(router)).toBe('/all-courses?q=a')
  })

  it('a later navigation wins over one still waiting for its page', async () => {
    const slow = deferred()
    const router = createMemoryRouter('/', {
      prepare: (pathname) => (pathname === '/community' ? slow.promise : undefined),
    })
    const first = router.navigate('/community')
    await router.navigate('/all-courses')
    expect(router.pending()).toBe(false)
    slow.resolve()
    await first
    expect(where(router)).toBe('/all-courses')
    await router.navigate(-1)
    expect(where(router)).toBe('/')
  })

  it('still goes to a page whose code failed to load (it shows the error page)', async () => {
    const chunk = deferred()
    const router = createMemoryRouter('/', { prepare: () => chunk.promise })
    const done = router.navigate('/admin')
    chunk.reject(new Error('chunk failed'))
    await done
    expect(where(router)).toBe('/admin')
    expect(router.pending()).toBe(false)
  })

  it('tells who listens which location is being left, before the next one is committed', async () => {
    const router = createMemoryRouter('/')
    const left: string[] = []
    router.onLeave((leaving) => left.push(`${leaving.pathname} (now ${where(router)})`))
    await router.navigate('/community')
    await router.navigate(-1)
    expect(left).toEqual(['/ (now /)', '/community (now /community)'])
  })
})
