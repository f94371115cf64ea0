import { describe, expect, it } from 'vitest'
import type { Location } from '../../lib/router'
import { scrollRestorationKey } from './root-layout'

const at = (pathname: string, key: string | null, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key,
})

describe('scrollRestorationKey', () => {
  it('keeps pages opened by full page loads apart, so one does not inherit the other’s scroll', () => {
    expect(scrollRestorationKey(at('/all-courses', null))).not.toBe(
      scrollRestorationKey(at('/home/c-1/react', null)),
    )
    expect(scrollRestorationKey(at('/all-courses', null, '?q=react'))).not.toBe(
      scrollRestorationKey(at('/all-courses', null)),
    )
  })

  it('gives a reloaded page its own position back', () => {
    expect(scrollRestorationKey(at('/all-courses', null))).toBe(
      scrollRestorationKey(at('/all-courses', null)),
    )
  })

  it('keeps the history entry key for in-app navigations (back and forward)', () => {
    expect(scrollRestorationKey(at('/all-courses', 'k3x9'))).toBe('k3x9')
  })
})
