import { describe, expect, it } from 'vitest'
import { activeFilterCount, readCatalogueParams } from './catalogue-search-params'

describe('catalogue search params', () => {
  it('read the track, ignore an unknown one, and let a page fix it', () => {
    const read = (search: string, fixed = {}) =>
      readCatalogueParams(new URLSearchParams(search), fixed).track
    expect(read('track=it')).toBe('it')
    expect(read('track=arts')).toBeUndefined()
    expect(read('track=it', { track: 'govt' })).toBe('govt')
    expect(read('', { track: 'govt' })).toBe('govt')
  })

  it('read a price drop filter and sort, and ignore a window the server would refuse', () => {
    const read = (search: string) => readCatalogueParams(new URLSearchParams(search))
    expect(read('drop=week&sort=price-drop')).toMatchObject({ drop: 'week', sort: 'price-drop' })
    expect(read('drop=month').drop).toBeUndefined()
  })

  it('search the words of a pasted or linked search the server would refuse as it is', () => {
    const q = (search: string) => readCatalogueParams(new URLSearchParams(search)).q
    expect(q('q=react%09hooks')).toBe('react hooks')
    expect(q('q=react%0Anative')).toBe('react native')
    expect(q('q=a%00b')).toBe('a b')
    expect(q('q=%00%0A')).toBeUndefined()
    expect(q(`q=${'x'.repeat(20_001)}`)).toBeUndefined()
    expect(q('q=%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80')).toBe('हिंदी')
  })
})

describe('activeFilterCount', () => {
  const count = (search: string, fixed = {}) =>
    activeFilterCount(readCatalogueParams(new URLSearchParams(search), fixed), fixed)

  it('counts each filter that narrows the list, not the search or the sort', () => {
    expect(count('')).toBe(0)
    expect(count('q=react&sort=rating')).toBe(0)
    expect(count('category=devops&language=Hindi')).toBe(2)
    expect(count('category=devops&platform=udemy&price=free&language=Hindi&track=it')).toBe(5)
    expect(count('drop=week&sort=price-drop')).toBe(1)
  })

  it('ignores values the catalogue does not accept and a track the page fixes', () => {
    expect(count('price=cheap&track=arts&drop=month')).toBe(0)
    expect(count('track=it', { track: 'govt' })).toBe(0)
    expect(count('category=devops', { track: 'govt' })).toBe(1)
  })
})
