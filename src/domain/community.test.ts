import { describe, expect, it } from 'vitest'
import { postInputSchema } from './schemas/community'
import {
  hotRank,
  parseTags,
  postMatchesTags,
  postScore,
  voteForPress,
  voteTransition,
} from './community-rules'
import { relativeAge } from './age'
import { decodeCursor, encodeCursor } from './paging-cursor'

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
  it("pressing an arrow votes that way; pressing one's own vote again asks for none", () => {
    expect(voteForPress(null, 'up')).toBe('up')
    expect(voteForPress('down', 'up')).toBe('up')
    expect(voteForPress('up', 'up')).toBe('none')
    expect(voteForPress('down', 'down')).toBe('none')
  })

  it('a first vote adds one to its side', () => {
    expect(voteTransition(null, 'up')).toEqual({ myVote: 'up', upvotes: 1, downvotes: 0 })
    expect(voteTransition(null, 'down')).toEqual({ myVote: 'down', upvotes: 0, downvotes: 1 })
  })

  it("'none' takes the vote back", () => {
    expect(voteTransition('up', 'none')).toEqual({ myVote: null, upvotes: -1, downvotes: 0 })
    expect(voteTransition('down', 'none')).toEqual({ myVote: null, upvotes: 0, downvotes: -1 })
  })

  it('setting the vote one holds changes nothing (a vote sent twice counts once)', () => {
    expect(voteTransition('up', 'up')).toEqual({ myVote: 'up', upvotes: 0, downvotes: 0 })
    expect(voteTransition('down', 'down')).toEqual({ myVote: 'down', upvotes: 0, downvotes: 0 })
    expect(voteTransition(null, 'none')).toEqual({ myVote: null, upvotes: 0, downvotes: 0 })
  })

  it('switching a vote moves one from the old side to the new', () => {
    expect(voteTransition('up', 'down')).toEqual({ myVote: 'down', upvotes: -1, downvotes: 1 })
    expect(voteTransition('down', 'up')).toEqual({ myVote: 'up', upvotes: 1, downvotes: -1 })
  })

  it('the score is upvotes minus downvotes (Top)', () => {
    expect(postScore({ upvotes: 7, downvotes: 2 })).toBe(5)
  })
})

describe("Popular: hotRank, the score's order of magnitude plus age (docs/product.md#posts)", () => {
  const day = new Date('2026-11-24T12:00:00Z')
  const hoursLater = (hours: number) => new Date(day.getTime() + hours * 3_600_000)

  it('a post ten times as well liked ranks as one written 12.5 hours later', () => {
    expect(hotRank(100, day)).toBeCloseTo(hotRank(10, hoursLater(12.5)), 9)
    expect(hotRank(10, day)).toBeCloseTo(hotRank(1, hoursLater(12.5)), 9)
  })

  it('a year-old post with many votes sinks below a day-old one with a few', () => {
    const yearOld = new Date(day.getTime() - 365 * 24 * 3_600_000)
    expect(hotRank(3, hoursLater(24))).toBeGreaterThan(hotRank(500, yearOld))
  })

  it('a better score ranks higher among posts of the same moment, and a bad one lower', () => {
    expect(hotRank(5, day)).toBeGreaterThan(hotRank(1, day))
    expect(hotRank(1, day)).toBe(hotRank(0, day))
    expect(hotRank(0, day)).toBeGreaterThan(hotRank(-5, day))
  })

  it('does not change as the clock runs: it depends on the score and when the post was written', () => {
    expect(hotRank(7, day.toISOString())).toBe(hotRank(7, new Date(day)))
  })
})

describe('list cursors (keyset paging)', () => {
  it('carry a sort key through a URL unchanged', () => {
    const key = ['1795503539504123', '0b9c0e0c-6a55-4d43-9a8e-2f1c1e3d4b5a', 3.0000000000000004]
    const cursor = encodeCursor(key)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(cursor)).toEqual(key)
  })

  it('refuse what no list made', () => {
    expect(decodeCursor('not a cursor')).toBeUndefined()
    expect(decodeCursor(encodeCursor([]))).toBeUndefined()
    expect(decodeCursor(btoa('{"a":1}'))).toBeUndefined()
    expect(decodeCursor(btoa('[null]'))).toBeUndefined()
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
