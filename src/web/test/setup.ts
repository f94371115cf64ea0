// Web test set-up: jest-dom matchers, a clean DOM and storage after each test, and any
// console.error fails the test that logged it (React warnings included). The English core texts,
// which a browser gets with the server's page, are added here once.
import '@testing-library/jest-dom/vitest'
import { addTranslations } from '../lib/i18n'
import { coreMessages } from '../lib/i18n/messages/en/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

addTranslations('en', coreMessages)

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {}

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  if (errors.length > 0) {
    const logged = errors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${logged}`)
  }
})
