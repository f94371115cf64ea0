// Fails any server test that logs console.error: an error nobody asserted on is a bug.
import { afterEach, vi } from 'vitest'

const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((a) => a.map(String).join(' '))
    throw new Error(`console.error was called:\n${logged.join('\n')}`)
  }
})
