// Live events from /api/events. The app shares one EventSource for catalogue-wide events, opened with
// the first subscriber and closed with the last; a course page adds its own stream (`?course=`) that
// also carries that course's review events. The browser reconnects both after network drops.
import { useEffect, useRef } from 'react'
import type { LiveEvent } from '../../domain/events'
import { apiUrl } from './api-client'

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let source: EventSource | null = null

function hasString<K extends string>(value: object, key: K): value is Record<K, string> {
  return key in value && typeof (value as Record<K, unknown>)[key] === 'string'
}

const isCount = (value: unknown): value is number => Number.isInteger(value)

/** A community board event (post.* or comment.*), or null. */
function parsePostEvent(value: Record<'type', string> & object): LiveEvent | null {
  if (!hasString(value, 'postId')) return null
  const { postId } = value
  switch (value.type) {
    case 'post.created':
    case 'post.removed':
      return { type: value.type, postId }
    case 'post.voted': {
      const { upvotes, downvotes } = value as { upvotes?: unknown; downvotes?: unknown }
      return isCount(upvotes) && isCount(downvotes)
        ? { type: 'post.voted', postId, upvotes, downvotes }
        : null
    }
    case 'comment.added':
    case 'comment.removed':
      return hasString(value, 'commentId')
        ? { type: value.type, postId, commentId: value.commentId }
        : null
    default:
      return null
  }
}

/**
 * The payload as a course, import, review, post or comment event; heartbeats and others give null.
 * A zod-free copy of src/domain/events.ts's schema, which would add zod to every page's chunk.
 */
export function parseEvent(data: string): LiveEvent | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || !hasString(value, 'type')) return null
  if (value.type.startsWith('post.') || value.type.startsWith('comment.')) {
    return parsePostEvent(value)
  }
  if (value.type === 'course.imported') {
    const { count } = value as { count?: unknown }
    return isCount(count) ? { type: 'course.imported', count } : null
  }
  if (!hasString(value, 'courseId')) return null
  const { courseId } = value
  switch (value.type) {
    case 'course.added':
      return hasString(value, 'courseName')
        ? { type: 'course.added', courseId, courseName: value.courseName }
        : null
    case 'course.updated':
    case 'course.counts':
      return { type: value.type, courseId }
    case 'review.changed':
      return hasString(value, 'reviewId')
        ? { type: 'review.changed', courseId, reviewId: value.reviewId }
        : null
    default:
      return null
  }
}

function open(url: string) {
  if (source || typeof EventSource === 'undefined') return
  source = new EventSource(url)
  source.onmessage = (message: MessageEvent<string>) => {
    const event = parseEvent(message.data)
    if (!event) return
    for (const listener of listeners) listener(event)
  }
}

export function subscribeToLiveEvents(listener: Listener, url = '/api/events'): () => void {
  listeners.add(listener)
  open(url)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && source) {
      source.close()
      source = null
    }
  }
}

/**
 * While mounted, listens to the events of one course, its review changes included (the server sends
 * those only to streams that ask for the course). Another course id closes this stream and opens
 * one for the new course, so the subscription ends when the course changes
 * (docs/product.md#live-updates).
 */
export function useCourseEvents(courseId: string, onEvent: Listener) {
  // The latest callback, without reopening the stream each time the caller renders.
  const latest = useRef(onEvent)
  useEffect(() => {
    latest.current = onEvent
  })
  useEffect(() => {
    if (!courseId || typeof EventSource === 'undefined') return
    const stream = new EventSource(apiUrl('/events', { course: courseId }))
    stream.onmessage = (message: MessageEvent<string>) => {
      const event = parseEvent(message.data)
      if (event && 'courseId' in event && event.courseId === courseId) latest.current(event)
    }
    return () => stream.close()
  }, [courseId])
}
