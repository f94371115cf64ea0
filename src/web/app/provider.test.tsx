import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient } from '../test/render'
import { COURSE_UPDATE_DELAY_MS } from '../features/courses/components/live-course-updates'
import { AppProvider } from './provider'

class FakeEventSource {
  static instances: FakeEventSource[] = []
  onmessage: ((event: MessageEvent<string>) => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  close() {
    this.closed = true
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
}

afterEach(() => {
  FakeEventSource.instances = []
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('live updates', () => {
  it('keeps one EventSource and refetches the catalogue when a course is added', () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const queryClient = createTestQueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const { unmount } = render(
      <AppProvider queryClient={queryClient}>
        <p>app</p>
      </AppProvider>,
    )
    expect(FakeEventSource.instances).toHaveLength(1)
    const source = FakeEventSource.instances[0]!
    expect(source.url).toBe('/api/events')

    source.emit({ type: 'course.added', courseId: 'c9', courseName: 'Rust for Beginners' })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['courses'] })

    unmount()
    expect(source.closed).toBe(true)
  })

  const keys = {
    catalogue: ['courses', 'list', { sort: 'recommended' }],
    otherCatalogue: ['courses', 'list', { q: 'rust' }],
    detail: ['courses', 'detail', 'c1'],
    otherDetail: ['courses', 'detail', 'c2'],
    reviews: ['reviews', 'c1'],
  }

  /** The app with cached course queries: a catalogue showing c1, one not, c1's page, c2's page. */
  function withCachedCourses() {
    vi.useFakeTimers()
    vi.stubGlobal('EventSource', FakeEventSource)
    const queryClient = createTestQueryClient()
    const page = (ids: string[]) => ({ items: ids.map((courseId) => ({ courseId })), total: 9 })
    queryClient.setQueryData(keys.catalogue, { pages: [page(['c5', 'c6']), page(['c1'])] })
    queryClient.setQueryData(keys.otherCatalogue, { pages: [page(['c7'])] })
    queryClient.setQueryData(keys.detail, { courseId: 'c1', courseName: 'Go' })
    queryClient.setQueryData(keys.otherDetail, { courseId: 'c2', courseName: 'Rust' })
    queryClient.setQueryData(keys.reviews, { items: [{ courseId: 'c1', reviewId: 'r1' }] })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    render(
      <AppProvider queryClient={queryClient}>
        <p>app</p>
      </AppProvider>,
    )
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    return { source: FakeEventSource.instances[0]!, invalidate, stale }
  }

  it('on course.updated refreshes, once and after a short delay, only the course queries showing that course', () => {
    const { source, invalidate, stale } = withCachedCourses()
    source.emit({ type: 'course.updated', courseId: 'c1' })
    source.emit({ type: 'course.updated', courseId: 'c1' })
    vi.advanceTimersByTime(COURSE_UPDATE_DELAY_MS.min - 1)
    expect(invalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(COURSE_UPDATE_DELAY_MS.spread + 1)

    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(stale(keys.catalogue)).toBe(true)
    expect(stale(keys.detail)).toBe(true)
    expect(stale(keys.otherCatalogue)).toBe(false)
    expect(stale(keys.otherDetail)).toBe(false)
    expect(stale(keys.reviews)).toBe(false)
  })

  it("on course.counts (a favourite, a rating) refreshes only that course's own page", () => {
    const { source, invalidate, stale } = withCachedCourses()
    source.emit({ type: 'course.counts', courseId: 'c1' })
    vi.advanceTimersByTime(COURSE_UPDATE_DELAY_MS.min + COURSE_UPDATE_DELAY_MS.spread)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(stale(keys.detail)).toBe(true)
    expect(stale(keys.catalogue)).toBe(false)
    expect(stale(keys.otherDetail)).toBe(false)
  })

  it('on course.imported refreshes every course query, once and after a short delay', () => {
    const { source, invalidate, stale } = withCachedCourses()
    source.emit({ type: 'course.imported', count: 120 })
    source.emit({ type: 'course.imported', count: 80 })
    vi.advanceTimersByTime(COURSE_UPDATE_DELAY_MS.min - 1)
    expect(invalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(COURSE_UPDATE_DELAY_MS.spread + 1)

    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(stale(keys.catalogue)).toBe(true)
    expect(stale(keys.otherCatalogue)).toBe(true)
    expect(stale(keys.detail)).toBe(true)
    expect(stale(keys.reviews)).toBe(false)
  })

  it('ignores heartbeats and unknown events', () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const queryClient = createTestQueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    render(
      <AppProvider queryClient={queryClient}>
        <p>app</p>
      </AppProvider>,
    )
    const source = FakeEventSource.instances[0]!
    source.onmessage?.(new MessageEvent('message', { data: 'ping' }))
    source.emit({ type: 'post.added', postId: 'p1' })
    expect(invalidate).not.toHaveBeenCalled()
  })
})
