// A stand-in for the browser's EventSource (jsdom has none): records the streams opened, lets a test
// push a message into one, and notes when it is closed.
import { act } from '@testing-library/react'
import { vi } from 'vitest'

export class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly url: string
  onmessage: ((message: MessageEvent<string>) => void) | null = null
  readonly close = vi.fn()

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.instances.push(this)
  }

  /** Delivers `data: <json>` to the page. */
  emit(payload: unknown) {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(payload) }))
    })
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
