// A stand-in for the browser's EventSource (jsdom has none): records the streams opened, lets a test
// push a message into one, and notes when it is closed.
import { act } from '@testing-library/react'
import { vi } from 'vitest'

export class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readonly url: string
  readyState = FakeEventSource.CONNECTING
  onmessage: ((message: MessageEvent<string>) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onopen: ((event: Event) => void) | null = null
  readonly close = vi.fn(() => {
    this.readyState = FakeEventSource.CLOSED
  })

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.instances.push(this)
  }

  /** Delivers `data: <json>` to the page, with `id: <id>` when given. */
  emit(payload: unknown, id?: number) {
    act(() => {
      this.onmessage?.(
        new MessageEvent('message', {
          data: JSON.stringify(payload),
          lastEventId: id === undefined ? '' : String(id),
        }),
      )
    })
  }

  /** The connection failed: the browser retries it itself (`gaveUp` false) or gives up (a 503). */
  fail(gaveUp: boolean) {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    act(() => this.onerror?.(new Event('error')))
  }

  /** The streams still open. */
  static open() {
    return FakeEventSource.instances.filter((source) => source.close.mock.calls.length === 0)
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  return FakeEventSource
}
