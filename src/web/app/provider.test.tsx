import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient } from '../test/render'
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
