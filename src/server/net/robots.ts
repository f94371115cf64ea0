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
  /** Its length as written: the longest matching rule wins. */
  length: number
  /** The pattern's pieces between its `*`s (runs of `*` are one), normalised. */
  pieces: string[]
  /** A final `$`: the path must end where the pattern does. */
  anchored: boolean
}

function ruleOf(allow: boolean, pattern: string): Rule {
  const anchored = pattern.endsWith('$')
  const body = anchored ? pattern.slice(0, -1) : pattern
  return { allow, length: pattern.length, pieces: body.split(/\*+/).map(normalised), anchored }
}

/**
 * Whether the rule matches `path`, without a regular expression: a pattern of many `*` made one
 * backtrack for minutes. The first piece is a prefix, each next one is found after the last (the
 * leftmost place leaves the most room for the rest), and an anchored last piece ends the path.
 */
function matches(rule: Rule, path: string): boolean {
  const { pieces, anchored } = rule
  const first = pieces[0]!
  if (!path.startsWith(first)) return false
  if (pieces.length === 1) return !anchored || path.length === first.length
  let at = first.length
  const last = pieces.length - 1
  for (let i = 1; i < last; i++) {
    const found = path.indexOf(pieces[i]!, at)
    if (found < 0) return false
    at = found + pieces[i]!.length
  }
  const end = pieces[last]!
  if (anchored) return path.length - end.length >= at && path.endsWith(end)
  return path.indexOf(end, at) >= 0
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
      current.rules.push(ruleOf(key === 'allow', value))
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
        if (!matches(rule, path)) continue
        if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) {
          best = rule
        }
      }
      return best?.allow ?? true
    },
    ...(delays.length > 0 && { crawlDelaySeconds: Math.max(...delays) }),
  }
}
