import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeEventSource } from '../test/fake-event-source'
import { LIVE_EVENTS, type LiveEventType } from '../../domain/events'
import {
  parseEvent,
  REOPEN_DELAY_MS,
  startLiveEventsAt,
  subscribeToLiveEvents,
  useCourseEvents,
} from './event-stream'

describe('useCourseEvents', () => {
  it("opens the course's stream and passes on that course's events only", () => {
    const Source = installFakeEventSource()
    const onEvent = vi.fn()
    renderHook(() => useCourseEvents('c-1', onEvent))
    expect(Source.instances.map((s) => s.url)).toEqual(['/api/events?course=c-1'])
    Source.instances[0]!.emit({ type: 'review.changed', courseId: 'c-1', reviewId: 'r-1' })
    Source.instances[0]!.emit({ type: 'review.changed', courseId: 'c-2', reviewId: 'r-2' })
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'review.changed', courseId: 'c-1', reviewId: 'r-1' }],
    ])
  })

  it('ends the subscription when the course changes, and opens one for the new course', () => {
    const Source = installFakeEventSource()
    const { rerender } = renderHook(({ courseId }) => useCourseEvents(courseId, () => {}), {
      initialProps: { courseId: 'c-1' },
    })
    rerender({ courseId: 'c-2' })
    expect(Source.instances.map((s) => s.url)).toEqual([
      '/api/events?course=c-1',
      '/api/events?course=c-2',
    ])
    expect(Source.instances[0]!.close).toHaveBeenCalledOnce()
    expect(Source.open().map((s) => s.url)).toEqual(['/api/events?course=c-2'])
  })

  it('closes the stream when the page goes away', () => {
    const Source = installFakeEventSource()
    const { unmount } = renderHook(() => useCourseEvents('c-1', () => {}))
    unmount()
    expect(Source.instances[0]!.close).toHaveBeenCalledOnce()
    expect(Source.open()).toEqual([])
  })

  it('keeps one stream while the caller re-renders with a new callback', () => {
    const Source = installFakeEventSource()
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = renderHook(({ onEvent }) => useCourseEvents('c-1', onEvent), {
      initialProps: { onEvent: first },
    })
    rerender({ onEvent: second })
    Source.instances[0]!.emit({ type: 'course.updated', courseId: 'c-1' })
    expect(Source.instances).toHaveLength(1)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
})

describe('parseEvent', () => {
  it('reads course, import and review events and drops anything else', () => {
    expect(parseEvent('{"type":"course.added","courseId":"c","courseName":"N"}')).toEqual({
      type: 'course.added',
      courseId: 'c',
      courseName: 'N',
    })
    expect(parseEvent('{"type":"course.imported","count":250}')).toEqual({
      type: 'course.imported',
      count: 250,
    })
    expect(parseEvent('{"type":"course.imported","count":"many"}')).toBeNull()
    expect(parseEvent('{"type":"review.changed","courseId":"c"}')).toBeNull()
    expect(parseEvent('{"type":"unknown","courseId":"c"}')).toBeNull()
    expect(parseEvent('heartbeat')).toBeNull()
  })
})

describe("parseEvent and the domain's LIVE_EVENTS", () => {
  /** An event of `type` with a value of the right kind in every field LIVE_EVENTS lists. */
  const sample = (type: LiveEventType): Record<string, unknown> => {
    const event: Record<string, unknown> = { type }
    for (const [name, kind] of Object.entries(LIVE_EVENTS[type])) {
      event[name] = kind === 'count' ? 3 : `${name}-1`
    }
    return event
  }
  const types = Object.keys(LIVE_EVENTS) as LiveEventType[]

  it.each(types)('reads every %s event the domain describes', (type) => {
    expect(parseEvent(JSON.stringify(sample(type)))).toEqual(sample(type))
  })

  it.each(types)('drops a %s event with a field missing or of the wrong kind', (type) => {
    for (const [name, kind] of Object.entries(LIVE_EVENTS[type])) {
      const { [name]: _left, ...missing } = sample(type)
      expect(parseEvent(JSON.stringify(missing))).toBeNull()
      const wrong = { ...sample(type), [name]: kind === 'count' ? '3' : 3 }
      expect(parseEvent(JSON.stringify(wrong))).toBeNull()
    }
  })

  it('keeps only the fields of the type, and ignores unknown types and non-JSON', () => {
    const event = { ...sample('post.voted'), upvotes: 4, extra: '<b>' }
    expect(parseEvent(JSON.stringify(event))).toEqual({
      type: 'post.voted',
      postId: 'postId-1',
      upvotes: 4,
      downvotes: 3,
    })
    expect(
      parseEvent(JSON.stringify({ type: 'post.voted', postId: 'p', upvotes: 1.5, downvotes: 0 })),
    ).toBeNull()
    expect(parseEvent(JSON.stringify({ type: 'toString', postId: 'p' }))).toBeNull()
    expect(parseEvent(JSON.stringify({ type: 'course.exploded', courseId: 'c' }))).toBeNull()
    expect(parseEvent('heartbeat')).toBeNull()
    expect(parseEvent('null')).toBeNull()
  })
})

describe('streams start where the page stands (docs/decisions/044-numbered-change-events.md)', () => {
  afterEach(() => {
    vi.useRealTimers()
    startLiveEventsAt(undefined, () => {})
  })

  it('a stream opens from the number the page was rendered at, and a later one from the newest number seen', () => {
    const Source = installFakeEventSource()
    startLiveEventsAt(42, () => {})
    const stop = subscribeToLiveEvents(() => {})
    expect(Source.instances[0]!.url).toBe('/api/events?since=42')
    Source.instances[0]!.emit({ type: 'course.updated', courseId: 'c-1' }, 57)
    renderHook(() => useCourseEvents('c-1', () => {}))
    expect(Source.instances[1]!.url).toBe('/api/events?course=c-1&since=57')
    stop()
  })

  it("'everything.changed' makes the page read what it shows afresh, and reaches no listener", () => {
    const Source = installFakeEventSource()
    const afresh = vi.fn()
    const listener = vi.fn()
    startLiveEventsAt(1, afresh)
    const stop = subscribeToLiveEvents(listener)
    Source.instances[0]!.emit({ type: 'everything.changed' }, 900)
    expect(afresh).toHaveBeenCalledOnce()
    expect(listener).not.toHaveBeenCalled()
    stop()
  })

  it('a stream the browser gave up on (a 503) is opened again later from its own last number; one it retries itself is left to it', () => {
    vi.useFakeTimers()
    const Source = installFakeEventSource()
    startLiveEventsAt(10, () => {})
    const onEvent = vi.fn()
    const { unmount } = renderHook(() => useCourseEvents('c-1', onEvent))
    Source.instances[0]!.emit({ type: 'review.changed', courseId: 'c-1', reviewId: 'r' }, 12)
    Source.instances[0]!.fail(false)
    vi.advanceTimersByTime(120_000)
    expect(Source.instances).toHaveLength(1)
    Source.instances[0]!.fail(true)
    expect(Source.instances).toHaveLength(1)
    vi.advanceTimersByTime(REOPEN_DELAY_MS.first)
    expect(Source.instances.map((s) => s.url)).toEqual([
      '/api/events?course=c-1&since=10',
      '/api/events?course=c-1&since=12',
    ])
    // Refused again: it waits longer each time, and not at all once the page is gone.
    Source.instances[1]!.fail(true)
    vi.advanceTimersByTime(REOPEN_DELAY_MS.first)
    expect(Source.instances).toHaveLength(2)
    unmount()
    vi.advanceTimersByTime(REOPEN_DELAY_MS.max * 2)
    expect(Source.instances).toHaveLength(2)
    expect(onEvent).toHaveBeenCalledOnce()
  })
})
