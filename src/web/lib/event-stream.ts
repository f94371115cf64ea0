// Live events from /api/events. The app shares one EventSource for catalogue-wide events, opened with
// the first subscriber and closed with the last; a course page adds its own stream (`?course=`) that
// also carries that course's review events.
//
// No change is lost between the server's render and the stream (docs/decisions/044-numbered-change-events.md):
// every event has a number; a stream opens from the number the page was rendered at (or the newest
// one this page has seen since), and the server first sends what came after it. After a dropped
// connection the browser reconnects with the last number it got (Last-Event-ID); a stream the
// browser gives up on (a 503 while too many are open, a proxy's 502) is opened again here, later,
// from its last number. When the gap is older than the server keeps, it says 'everything.changed'
// and the page reads what it shows afresh.
import { useEffect, useRef } from 'react'
import { parseLiveEvent, type LiveEvent } from '../../domain/events'
import { apiUrl, type QueryParams } from './api-client'

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let closeShared: (() => void) | null = null

/** The newest event number this page has seen (or was rendered at): where a new stream starts. */
let pageEventId: number | undefined
let readEverythingAfresh = () => {}

/** A refused stream waits this long before it is opened again, doubling to the cap (with jitter). */
export const REOPEN_DELAY_MS = { first: 3000, max: 60_000 }

/**
 * Where this page's streams start (the number in the server's page state), and what to do when the
 * server says the page missed more than it can replay (refetch what is shown).
 */
export function startLiveEventsAt(eventId: number | undefined, onEverythingChanged: () => void) {
  pageEventId = Number.isSafeInteger(eventId) ? eventId : undefined
  readEverythingAfresh = onEverythingChanged
}

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

/** Opens /api/events with `params`, kept open until the returned function closes it. */
function openStream(params: QueryParams, onEvent: Listener): () => void {
  let source: EventSource | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  let refusals = 0
  // This stream's own last number: another stream's may be past events only this one carries.
  let lastId = pageEventId
  const connect = () => {
    const stream = new EventSource(apiUrl('/events', { ...params, since: lastId }))
    source = stream
    stream.onopen = () => {
      refusals = 0
    }
    stream.onmessage = (message: MessageEvent<string>) => {
      const id = Number(message.lastEventId)
      if (message.lastEventId !== '' && Number.isSafeInteger(id)) {
        lastId = Math.max(lastId ?? 0, id)
        pageEventId = Math.max(pageEventId ?? 0, id)
      }
      const event = parseEvent(message.data)
      if (!event) return
      if (event.type === 'everything.changed') readEverythingAfresh()
      else onEvent(event)
    }
    stream.onerror = () => {
      // A dropped connection the browser reopens itself (readyState CONNECTING).
      if (closed || stream.readyState !== EventSource.CLOSED) return
      stream.close()
      const delay = Math.min(REOPEN_DELAY_MS.max, REOPEN_DELAY_MS.first * 2 ** refusals++)
      timer = setTimeout(connect, delay * (0.5 + Math.random() / 2))
    }
  }
  connect()
  return () => {
    closed = true
    clearTimeout(timer)
    source?.close()
  }
}

export function subscribeToLiveEvents(listener: Listener): () => void {
  listeners.add(listener)
  if (!closeShared && typeof EventSource !== 'undefined') {
    closeShared = openStream({}, (event) => {
      for (const each of listeners) each(event)
    })
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && closeShared) {
      closeShared()
      closeShared = null
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
    return openStream({ course: courseId }, (event) => {
      if ('courseId' in event && event.courseId === courseId) latest.current(event)
    })
  }, [courseId])
}
