import { describe, expect, it } from 'vitest'
import { parseRobots } from './robots'

describe('robots.txt', () => {
  it('follows the group for our name over the * group, the longest rule winning', () => {
    const robots = parseRobots(
      [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: SomeoneElse',
        'User-agent: coursecompass # us, in another case',
        'Disallow: /course/',
        'Allow: /course/public',
        'Crawl-delay: 4',
      ].join('\n'),
      'CourseCompass',
    )
    expect(robots.allows('/')).toBe(true)
    expect(robots.allows('/course/secret')).toBe(false)
    expect(robots.allows('/course/public-one')).toBe(true)
    expect(robots.crawlDelaySeconds).toBe(4)
  })

  it('falls back to the * group, and allows everything when no group applies', () => {
    const star = parseRobots('User-agent: *\nDisallow: /private\n', 'CourseCompass')
    expect(star.allows('/private/x')).toBe(false)
    expect(star.allows('/public')).toBe(true)
    expect(star.crawlDelaySeconds).toBeUndefined()
    const other = parseRobots('User-agent: Googlebot\nDisallow: /\n', 'CourseCompass')
    expect(other.allows('/anything')).toBe(true)
    expect(parseRobots('', 'CourseCompass').allows('/x')).toBe(true)
  })

  it('reads * and $ in rules, prefers Allow at equal length, and ignores an empty Disallow', () => {
    const robots = parseRobots(
      [
        'User-agent: *',
        'Disallow: /*.json$',
        'Disallow: /feed',
        'Allow: /feed',
        'Disallow:',
        'Disallow: /search?*q=',
      ].join('\n'),
      'CourseCompass',
    )
    expect(robots.allows('/data/courses.json')).toBe(false)
    expect(robots.allows('/data/courses.json?x=1')).toBe(true)
    expect(robots.allows('/feed.jsonl')).toBe(true)
    expect(robots.allows('/search?lang=hi&q=python')).toBe(false)
    expect(robots.allows('/robots.txt')).toBe(true)
  })

  it('compares escapes in one case and characters outside ASCII escaped', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /कोर्स\nDisallow: /a%3cb\n',
      'CourseCompass',
    )
    expect(robots.allows('/%E0%A4%95%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%B8/1')).toBe(false)
    expect(robots.allows('/a%3Cb')).toBe(false)
  })

  it('matches a pattern of many stars at once, where a regular expression backtracked for minutes', () => {
    const robots = parseRobots(`User-agent: *\nDisallow: /${'*'.repeat(40)}x$\n`, 'CourseCompass')
    const started = performance.now()
    expect(robots.allows(`/${'a'.repeat(5000)}`)).toBe(true)
    expect(robots.allows(`/${'a'.repeat(5000)}x`)).toBe(false)
    const spaced = parseRobots(`User-agent: *\nDisallow: /${'*a'.repeat(30)}$\n`, 'CourseCompass')
    expect(spaced.allows(`/${'a'.repeat(29)}b`)).toBe(true)
    expect(performance.now() - started).toBeLessThan(200)
  })
})
