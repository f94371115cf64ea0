// robots.txt as RFC 9309 reads it: the group for our product token (else the `*` group) decides,
// the longest matching rule wins and, between an Allow and a Disallow of the same length, Allow;
// `*` matches any characters and a final `$` the end of the path. Crawl-delay, not in the RFC but
// widely kept, is read too (docs/product.md#catalogue-sources).

export interface RobotsRules {
  /** Whether `pathAndQuery` ('/course/x?y=1') may be fetched. */
  allows(pathAndQuery: string): boolean
  /** The group's Crawl-delay in seconds, if it gave one. */
  crawlDelaySeconds?: number
}

/** RFC 9309: at least 500 KiB is read; the rest is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024

export const ALLOW_ALL: RobotsRules = { allows: () => true }
export const DISALLOW_ALL: RobotsRules = { allows: () => false }

interface Rule {
  allow: boolean
  pattern: string
  matcher: RegExp
}

/** The rule's pattern, percent-encoding normalised like the path it is compared with. */
function matcherOf(pattern: string): RegExp {
  const anchored = pattern.endsWith('$')
  const body = anchored ? pattern.slice(0, -1) : pattern
  const source = body
    .split('*')
    .map((part) => normalised(part).replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}${anchored ? '$' : ''}`)
}

/** Percent-escapes in one case, and characters outside ASCII escaped: how paths are compared. */
function normalised(path: string): string {
  return path
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character))
}

/** The rules of `text` that apply to a crawler called `productToken` ('CourseCompass'). */
export function parseRobots(text: string, productToken: string): RobotsRules {
  const token = productToken.toLowerCase()
  type Group = { agents: string[]; rules: Rule[]; delay?: number }
  const groups: Group[] = []
  let current: Group | undefined
  let lastWasAgent = false
  for (const rawLine of text.slice(0, ROBOTS_MAX_BYTES).split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim()
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (key === 'user-agent') {
      if (!lastWasAgent || !current) {
        current = { agents: [], rules: [] }
        groups.push(current)
      }
      current.agents.push(value.toLowerCase())
      lastWasAgent = true
      continue
    }
    lastWasAgent = false
    if (!current) continue
    if ((key === 'allow' || key === 'disallow') && value !== '') {
      current.rules.push({ allow: key === 'allow', pattern: value, matcher: matcherOf(value) })
    } else if (key === 'crawl-delay') {
      const seconds = Number(value)
      if (Number.isFinite(seconds) && seconds >= 0) current.delay = seconds
    }
  }
  const ours = groups.filter((group) => group.agents.includes(token))
  const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes('*'))
  const rules = chosen.flatMap((group) => group.rules)
  const delays = chosen.map((group) => group.delay).filter((d): d is number => d !== undefined)
  return {
    allows(pathAndQuery) {
      const path = normalised(pathAndQuery || '/')
      // /robots.txt itself is always allowed (RFC 9309 2.2.2).
      if (path === '/robots.txt') return true
      let best: Rule | undefined
      for (const rule of rules) {
        if (!rule.matcher.test(path)) continue
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow)
        ) {
          best = rule
        }
      }
      return best?.allow ?? true
    },
    ...(delays.length > 0 && { crawlDelaySeconds: Math.max(...delays) }),
  }
}
