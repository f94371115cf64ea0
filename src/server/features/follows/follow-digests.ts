// Telling members what is new in what they follow (docs/product.md#follows): every instance adds a
// `follow-digests` job each minute (one per minute, whichever instance adds it first). The job
// claims the follows whose collection is due (instant every INSTANT_EVERY_MINUTES, daily and
// weekly at 07:00 in India), a few hundred members at a time; asks the catalogue's index what
// each follow's query finds added or dropped in price within its window; and mails each member one
// digest of it all, in their language, with RFC 8058 one-click links that stop one follow or all.
// A member with nothing new gets nothing; an unconfirmed address gets nothing.
import { inArray } from 'drizzle-orm'
import { coursePath, formatPrice } from '../../../domain/format'
import {
  digestBoundary,
  followCataloguePath,
  followKind,
  FOLLOW_NEWS_SHOWN,
  type FollowQuery,
  type NewsFinder,
  type NewsFound,
  type NewsQuery,
} from '../../../domain/follows'
import { isLanguage, LANGUAGE_PARAM, type Language } from '../../../domain/languages'
import { courses } from '../../db/schema'
import { listUnsubscribeHeaders } from '../../mail/account-mails'
import { followDigestMail, MAIL_TEXTS, type DigestSection } from '../../mail/mail-templates'
import type { MailJobOptions } from '../../mail/mail-jobs'
import { siteLinks } from '../../mail/site-links'
import { stopTokens } from '../../mail/stop-links'
import { enqueueEveryMinute } from '../../periodic'
import { createFollowsRepository, type ClaimedFollow } from './follows-repository'

export const FOLLOW_DIGEST_JOB = 'follow-digests'
/**
 * A collection looks this far behind the clock: a course another instance wrote just before a
 * bound has reached this instance's index by then (the bus carries it in milliseconds).
 */
export const DIGEST_GRACE_MS = 2 * 60_000
/** Members claimed at once. */
const MEMBERS_PER_BATCH = 500
/** Follows asked of the index in one call (each call holds its thread: a few milliseconds). */
const QUERIES_PER_CALL = 200
/**
 * Mails handed to SMTP at once: each waits for the server's answer to each step of SMTP, so a few
 * dozen in flight keep the mailer's connections busy (docs/product.md#follows).
 */
export const SENDING_AT_ONCE = 32

/** The stop links of digests. */
export const followStopTokens = (secret: string) => stopTokens(secret, 'follow')

/** The query as the catalogue's index reads it. */
const newsQuery = ({ instructor, ...filters }: FollowQuery): NewsQuery => ({
  filters,
  ...(instructor && { instructor }),
})

/** A follow's words and filters, as a digest names it. */
function followParts(query: FollowQuery, language: Language): string[] {
  const words = MAIL_TEXTS[language].followDigest
  const parts: string[] = []
  if (query.q) parts.push(`“${query.q}”`)
  for (const value of [query.instructor, query.category, query.platform, query.language]) {
    if (value) parts.push(value)
  }
  if (query.price) parts.push(words.priceBands[query.price])
  if (query.track && followKind(query) !== 'exam') parts.push(words.tracks[query.track])
  return parts
}

export function createFollowDigests(options: MailJobOptions & { catalogue: NewsFinder }) {
  const { db, jobs, mailer, catalogue, secret, siteUrl, log } = options
  const follows = createFollowsRepository(db)
  const tokens = followStopTokens(secret)
  const link = siteLinks(siteUrl)

  /** What each follow's query finds new in its window: one question per distinct window. */
  async function newsOf(claimed: ClaimedFollow[]): Promise<Map<string, NewsFound>> {
    const byWindow = new Map<string, ClaimedFollow[]>()
    for (const follow of claimed) {
      const key = `${Math.floor(follow.from.getTime() / 60_000)}:${Math.floor(follow.to.getTime() / 60_000)}`
      const list = byWindow.get(key)
      if (list) list.push(follow)
      else byWindow.set(key, [follow])
    }
    const found = new Map<string, NewsFound>()
    for (const list of byWindow.values()) {
      const window = { from: list[0]!.from.getTime(), to: list[0]!.to.getTime() }
      // A few hundred at a time: the index's thread answers the catalogue's searches between.
      for (let i = 0; i < list.length; i += QUERIES_PER_CALL) {
        const part = list.slice(i, i + QUERIES_PER_CALL)
        const answers = await catalogue.news(
          window,
          part.map((f) => newsQuery(f.query)),
          FOLLOW_NEWS_SHOWN,
        )
        part.forEach((follow, j) => found.set(follow.id, answers[j]!))
      }
    }
    return found
  }

  type Listed = { id: string; courseName: string; price: number | null; dropFrom: number | null }

  async function coursesOf(ids: string[]): Promise<Map<string, Listed>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({
        id: courses.id,
        courseName: courses.courseName,
        price: courses.price,
        dropFrom: courses.priceDropFrom,
      })
      .from(courses)
      .where(inArray(courses.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  }

  /** One member's digest, or null when none of their follows found anything new. */
  function digest(
    member: ClaimedFollow,
    theirs: ClaimedFollow[],
    found: Map<string, NewsFound>,
    listed: Map<string, Listed>,
  ) {
    const language: Language = isLanguage(member.language) ? member.language : 'en'
    const lang: Record<string, string> = language === 'en' ? {} : { [LANGUAGE_PARAM]: language }
    const sections: DigestSection[] = []
    const mailed: string[] = []
    for (const follow of theirs) {
      const news = found.get(follow.id)
      if (!news) continue
      const known = (ids: string[]) => ids.flatMap((id) => listed.get(id) ?? [])
      const added = known(news.added)
      const dropped = known(news.dropped)
      // A drop that ended since the index was asked (the price is back up) is no news; nor is a
      // course gone since.
      const stillDropped = dropped.filter((course) => (course.dropFrom ?? 0) > (course.price ?? 0))
      const addedTotal = news.addedTotal - (news.added.length - added.length)
      const droppedTotal = news.droppedTotal - (news.dropped.length - stillDropped.length)
      if (addedTotal + droppedTotal === 0) continue
      const href = (course: Listed) =>
        link(coursePath({ courseId: course.id, courseName: course.courseName }), lang)
      const listPath = followCataloguePath(follow.query)
      const listLink = (params: Record<string, string>) => {
        const url = new URL(listPath, siteUrl)
        for (const [name, value] of Object.entries({ ...params, ...lang })) {
          url.searchParams.set(name, value)
        }
        return url.href
      }
      sections.push({
        kind: followKind(follow.query),
        parts: followParts(follow.query, language),
        added: added.map((course) => ({
          courseName: course.courseName,
          price:
            course.price === null
              ? MAIL_TEXTS[language].followDigest.free
              : formatPrice(course.price),
          href: href(course),
        })),
        addedTotal,
        dropped: stillDropped.map((course) => {
          const from = course.dropFrom ?? 0
          const to = course.price ?? 0
          return {
            courseName: course.courseName,
            from: formatPrice(from),
            to: course.price === null ? MAIL_TEXTS[language].followDigest.free : formatPrice(to),
            percent: from > 0 ? Math.round(((from - to) / from) * 100) : 0,
            href: href(course),
          }
        }),
        droppedTotal,
        links: {
          addedAll: listLink({ sort: 'newest' }),
          droppedAll: listLink({ drop: 'week', sort: 'price-drop' }),
          stop: link('/my-courses', {
            ...lang,
            'stop-follow': tokens.token({ kind: 'one', id: follow.id }),
          }),
        },
      })
      mailed.push(follow.id)
    }
    if (sections.length === 0) return null
    const stopAll = tokens.token({ kind: 'all', id: member.userId })
    const mail = followDigestMail(language, member, sections, {
      manage: link('/my-courses', lang),
      stopAll: link('/my-courses', { ...lang, 'stop-follow': stopAll }),
    })
    return {
      mailed,
      send: () =>
        mailer.send({
          to: member.email,
          ...mail,
          links: sections.flatMap((s) => [...s.added, ...s.dropped].map((c) => c.href)),
          headers: listUnsubscribeHeaders(link('/api/follows/stop', { token: stopAll })),
        }),
    }
  }

  /**
   * Collects and mails every digest due at `now`; answers how many members were looked at and how
   * many were mailed.
   */
  async function sendDue(
    signal?: AbortSignal,
    now = Date.now(),
  ): Promise<{ members: number; mails: number }> {
    const at = now - DIGEST_GRACE_MS
    const bounds = {
      instant: new Date(digestBoundary('instant', at)),
      daily: new Date(digestBoundary('daily', at)),
      weekly: new Date(digestBoundary('weekly', at)),
    }
    let members = 0
    let mails = 0
    // A batch's mails go while the next batch is worked out (the index answers on its own thread).
    let sending: Promise<void> = Promise.resolve()
    try {
      for (;;) {
        signal?.throwIfAborted()
        const claimed = await follows.claimDue(bounds, MEMBERS_PER_BATCH)
        if (claimed.length === 0) break
        const wanted = claimed.filter((follow) => follow.verified)
        let found: Map<string, NewsFound>
        let listed: Map<string, Listed>
        try {
          found = await newsOf(wanted)
          const ids = new Set<string>()
          for (const news of found.values()) {
            for (const id of [...news.added, ...news.dropped]) ids.add(id)
          }
          listed = await coursesOf([...ids])
        } catch (error) {
          // Nothing of this batch was sent: its windows are given back, due again next run.
          await follows.release(claimed)
          throw error
        }
        const byMember = new Map<string, ClaimedFollow[]>()
        for (const follow of wanted) {
          const list = byMember.get(follow.userId)
          if (list) list.push(follow)
          else byMember.set(follow.userId, [follow])
        }
        members += new Set(claimed.map((follow) => follow.userId)).size
        const digests = [...byMember.values()].flatMap((theirs) => {
          const one = digest(theirs[0]!, theirs, found, listed)
          return one ? [one] : []
        })
        await sending
        sending = sendAll(digests).then(async (mailed) => {
          mails += mailed.count
          await follows.markMailed(mailed.follows)
        })
      }
    } finally {
      await sending
    }
    return { members, mails }
  }

  /** Sends the digests, SENDING_AT_ONCE at a time; answers how many went, and their follows. */
  async function sendAll(
    digests: { mailed: string[]; send: () => Promise<void> }[],
  ): Promise<{ count: number; follows: string[] }> {
    const sent = { count: 0, follows: [] as string[] }
    let next = 0
    const sender = async () => {
      while (next < digests.length) {
        const one = digests[next++]!
        try {
          await one.send()
          sent.count++
          sent.follows.push(...one.mailed)
        } catch (error) {
          // Claimed already: not sent again. Logged without the address.
          log.warn({ err: error, follows: one.mailed }, 'A follow digest could not be mailed')
        }
      }
    }
    await Promise.all(Array.from({ length: SENDING_AT_ONCE }, sender))
    return sent
  }

  jobs.define(FOLLOW_DIGEST_JOB, {
    timeoutMs: 10 * 60_000,
    maxAttempts: 1,
    run: async (_payload, { signal }) => void (await sendDue(signal)),
  })

  return {
    sendDue,
    /** Adds this minute's job now and every minute until the answer is called. */
    startSchedule(): () => void {
      return enqueueEveryMinute(jobs, FOLLOW_DIGEST_JOB, (error) =>
        log.warn({ err: error }, 'Follow digests could not be scheduled'),
      )
    },
  }
}
export type FollowDigests = ReturnType<typeof createFollowDigests>
