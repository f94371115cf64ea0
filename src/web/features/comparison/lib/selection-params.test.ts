import { describe, expect, it } from 'vitest'
import { readSelection, selectionSearch } from './selection-params'

describe('the selection in the URL', () => {
  it('reads ids in order, without blanks or repeats, at most five', () => {
    const params = new URLSearchParams('courses=a,,b,a,c,d,e,f')
    expect(readSelection(params)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('writes the ids and keeps other params; an empty selection removes the param', () => {
    const params = new URLSearchParams('x=1&courses=a')
    expect(selectionSearch(params, ['a', 'b'])).toBe('?x=1&courses=a,b')
    expect(selectionSearch(new URLSearchParams('courses=a'), [])).toBe('')
  })
})
