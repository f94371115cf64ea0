import { describe, expect, it } from 'vitest'
import { postInputSchema } from './schemas/community'
import {
  parseTags,
  postMatchesTags,
  postScore,
  relativeAge,
  voteTransition,
} from './community-rules'

describe('tags (docs/product.md#tags)', () => {
  it('splits on commas, trims, lowercases and drops empties and repeats', () => {
    expect(parseTags(' React, node.JS ,, react ,DevOps ')).toEqual(['react', 'node.js', 'devops'])
    expect(parseTags('')).toEqual([])
  })

  it('matches a post when any of its tags contains any entry', () => {
    expect(postMatchesTags(['reactjs', 'career'], ['react'])).toBe(true)
    expect(postMatchesTags(['ssc', 'maths'], ['upsc', 'math'])).toBe(true)
    expect(postMatchesTags(['ssc'], ['upsc'])).toBe(false)
    expect(postMatchesTags(['anything'], [])).toBe(true)
  })
})

describe('votes (docs/product.md#votes)', () => {
  it('a first vote adds one to its side', () => {
    expect(voteTransition(null, 'up')).toEqual({ upvotes: 1, downvotes: 0 })
    expect(voteTransition(null, 'down')).toEqual({ upvotes: 0, downvotes: 1 })
  })

  it('voting the same way again does nothing', () => {
    expect(voteTransition('up', 'up')).toEqual({ upvotes: 0, downvotes: 0 })
    expect(voteTransition('down', 'down')).toEqual({ upvotes: 0, downvotes: 0 })
  })

  it('switching a vote moves one from the old side to the new', () => {
    expect(voteTransition('up', 'down')).toEqual({ upvotes: -1, downvotes: 1 })
    expect(voteTransition('down', 'up')).toEqual({ upvotes: 1, downvotes: -1 })
  })

  it('Popular is upvotes minus downvotes', () => {
    expect(postScore({ upvotes: 7, downvotes: 2 })).toBe(5)
  })
})

describe('relative time (docs/product.md#relative-time)', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  it.each([
    [0, null],
    [59, null],
    [60, { unit: 'minute', count: 1 }],
    [59 * 60, { unit: 'minute', count: 59 }],
    [3600, { unit: 'hour', count: 1 }],
    [23 * 3600, { unit: 'hour', count: 23 }],
    [24 * 3600, { unit: 'day', count: 1 }],
    [6 * 86400, { unit: 'day', count: 6 }],
    [7 * 86400, { unit: 'week', count: 1 }],
    [27 * 86400, { unit: 'week', count: 3 }],
    [28 * 86400, { unit: 'month', count: 1 }],
    [11 * 28 * 86400, { unit: 'month', count: 11 }],
    [12 * 28 * 86400, { unit: 'year', count: 1 }],
    [3 * 12 * 28 * 86400, { unit: 'year', count: 3 }],
  ])('%i seconds ago is %j (null: just now)', (seconds, age) => {
    expect(relativeAge(ago(seconds), now)).toEqual(age)
  })
})

describe('a new post', () => {
  it("needs a title, a body and tags: else 'Please fill all fields.'", () => {
    for (const input of [
      { title: '', body: 'b', tags: 't' },
      { title: 't', body: '  ', tags: 't' },
      { title: 't', body: 'b', tags: ' , ' },
      { body: 'b', tags: 't' },
    ]) {
      const result = postInputSchema.safeParse(input)
      expect(result.error?.issues[0]?.message).toBe('Please fill all fields.')
    }
  })

  it('keeps tags as a normalised list of at most 20', () => {
    expect(postInputSchema.parse({ title: 'T', body: 'B', tags: 'SSC, CGL' }).tags).toEqual([
      'ssc',
      'cgl',
    ])
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')
    expect(postInputSchema.safeParse({ title: 'T', body: 'B', tags: many }).success).toBe(false)
  })
})
