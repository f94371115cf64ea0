import { describe, expect, it } from 'vitest'
import { readCatalogueParams } from './catalogue-search-params'

describe('catalogue search params', () => {
  it('read the track, ignore an unknown one, and let a page fix it', () => {
    const read = (search: string, fixed = {}) =>
      readCatalogueParams(new URLSearchParams(search), fixed).track
    expect(read('track=it')).toBe('it')
    expect(read('track=arts')).toBeUndefined()
    expect(read('track=it', { track: 'govt' })).toBe('govt')
    expect(read('', { track: 'govt' })).toBe('govt')
  })
})
