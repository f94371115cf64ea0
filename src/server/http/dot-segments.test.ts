// The dot-segment check agrees with the URL parser better-auth (and every proxy) uses: whatever
// path it lets through, `new URL` reads as the very path the router matched.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasDotSegmentOrBackslash } from './dot-segments'

// The characters that make a segment a dot segment, and the ones around them.
const segment = fc
  .array(fc.constantFrom('a', 'b', '.', '%', '2', 'e', 'E', '\\', '%2e', '%2E', '%5c'), {
    maxLength: 4,
  })
  .map((parts) => parts.join(''))
const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => `/${s.join('/')}`)

describe('a path names one route', () => {
  it('lets through only paths the URL parser leaves as they are', () => {
    fc.assert(
      fc.property(path, (p) => {
        if (!hasDotSegmentOrBackslash(p)) expect(new URL(p, 'http://x').pathname).toBe(p)
      }),
      { seed: 28, numRuns: 5000 },
    )
  })

  it('refuses every spelling of a dot segment, and leaves dots inside names alone', () => {
    for (const p of [
      '/a/../b',
      '/a/./b',
      '/a/%2e%2E/b',
      '/a/.%2e',
      '/%2e/b',
      '/a\\b',
      '/a%5Cb',
      '//x/y',
    ]) {
      expect({ p, refused: hasDotSegmentOrBackslash(p) }).toEqual({ p, refused: true })
    }
    for (const p of ['/assets/app.3f2a.js', '/a/...', '/a/.well-known', '/home/x/node.js?q=../']) {
      expect({ p, refused: hasDotSegmentOrBackslash(p) }).toEqual({ p, refused: false })
    }
  })
})
