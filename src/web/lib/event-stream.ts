// The app's single connection to /api/events. Subscribers share one EventSource, opened with the first
// subscriber and closed with the last; the browser reconnects it by itself after network drops.
import type { LiveEvent } from '../../domain/events'

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let source: EventSource | null = null

function parseEvent(data: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(data)
    if (
      typeof value === 'object' &&
      value !== null &&
      'type' in value &&
      value.type === 'course.added' &&
      'courseId' in value &&
      typeof value.courseId === 'string' &&
      'courseName' in value &&
      typeof value.courseName === 'string'
    ) {
      return { type: 'course.added', courseId: value.courseId, courseName: value.courseName }
    }
  } catch {
    // Heartbeats and unknown payloads are ignored.
  }
  return null
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
