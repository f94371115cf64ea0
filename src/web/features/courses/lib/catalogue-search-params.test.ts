import { describe, expect, it } from 'vitest'
import { COURSE_FILTER_NAMES } from '../../../../domain/course'
import { LIST_FILTER_NAMES, readCatalogueParams } from './catalogue-search-params'

describe('catalogue search params', () => {
  it('know every filter of a list request', () => {
    expect([...LIST_FILTER_NAMES].sort()).toEqual([...COURSE_FILTER_NAMES].sort())
  })

  it('read the track, ignore an unknown one, and let a page fix it', () => {
    const read = (search: string, fixed = {}) =>
      readCatalogueParams(new URLSearchParams(search), fixed).track
    expect(read('track=it')).toBe('it')
    expect(read('track=arts')).toBeUndefined()
    expect(read('track=it', { track: 'govt' })).toBe('govt')
    expect(read('', { track: 'govt' })).toBe('govt')
  })
})
