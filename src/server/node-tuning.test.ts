import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { advisedTuning, LARGE_CATALOGUE_COURSES, runningTuning, tuningAdvice } from './node-tuning'

const MEMORY = ['--max-semi-space-size=2', '--v8-pool-size=1', '--optimize-for-size']
const SPEED = ['--max-semi-space-size=2', '--v8-pool-size=1']

/** What scripts/start.sh runs for `tuning`: echo stands in for node and prints its arguments. */
function start(tuning: string | undefined) {
  return spawnSync('sh', ['scripts/start.sh'], {
    env: {
      PATH: process.env.PATH,
      npm_node_execpath: 'echo',
      ...(tuning === undefined ? {} : { NODE_TUNING: tuning }),
    },
    encoding: 'utf8',
  })
}
const flagsOf = (tuning: string | undefined) =>
  start(tuning)
    .stdout.trim()
    .split(' ')
    .filter((word) => word.startsWith('--'))

describe('the node tuning', () => {
  it('suggests speed to a large catalogue started for memory, and nothing otherwise', () => {
    expect(tuningAdvice(LARGE_CATALOGUE_COURSES - 1, MEMORY)).toBeUndefined()
    expect(tuningAdvice(120_000, SPEED)).toBeUndefined()
    expect(tuningAdvice(9_000, SPEED)).toBeUndefined()
    expect(tuningAdvice(120_000, MEMORY)).toMatch(/120,000 courses: set NODE_TUNING=speed/)
    expect(advisedTuning(LARGE_CATALOGUE_COURSES)).toBe('speed')
    expect(runningTuning(MEMORY)).toBe('memory')
    expect(runningTuning(SPEED)).toBe('speed')
  })

  it('is chosen by NODE_TUNING in scripts/start.sh, and anything else stops the start', () => {
    expect(flagsOf(undefined)).toEqual(MEMORY)
    expect(flagsOf('memory')).toEqual(MEMORY)
    expect(flagsOf('speed')).toEqual(SPEED)
    expect(runningTuning(flagsOf('speed'))).toBe('speed')
    const wrong = start('fast')
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toContain("NODE_TUNING must be memory or speed (it is 'fast')")
  })
})
