// Live events from /api/events. The app shares one EventSource for catalogue-wide events, opened with
// the first subscriber and closed with the last; a course page adds its own stream (`?course=`) that
// also carries that course's review events. The browser reconnects both after network drops.
import { useEffect, useRef } from 'react'
import { parseLiveEvent, type LiveEvent } from '../../domain/events'
import { apiUrl } from './api-client'

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let source: EventSource | null = null

/**
 * A stream message as a live event, or null (heartbeats, unknown types, malformed payloads): the
 * domain's own reading of events (src/domain/events.ts), so every type the server sends is read.
 */
export function parseEvent(data: string): LiveEvent | null {
  try {
    return parseLiveEvent(JSON.parse(data))
  } catch {
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
