// Relevance is a product rule (docs/decisions/016): over the sample catalogue, which course a
// learner's search must put first or among the first three, and which it must never show.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { NO_FACTS } from '../../../domain/course-facts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchesSearchText } from '../../../domain/catalogue-filter'
import { TEXT_CONTROL_MESSAGE } from '../../../domain/text-input'
import type { Course, CourseListResponse, Suggestion } from '../../../domain/schemas/course'
import { readSampleCatalogue, seedCatalogueIfEmpty } from '../../test/sample-catalogue'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'

const SEED_COURSES = await readSampleCatalogue()

let t: TestApp

beforeAll(async () => {
  const database = await createTestDatabase()
  await seedCatalogueIfEmpty(database.db)
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t.close()
})

async function search(q: string, params: Record<string, string> = {}) {
  const qs = new URLSearchParams({ q, pageSize: '100', ...params })
  const res = await t.app.inject({ url: `/api/courses?${qs}` })
  expect(res.statusCode).toBe(200)
  const list = res.json() as CourseListResponse
  // A list leaves descriptions out; the text rule reads them, so they are added back from the file.
  const description = (name: string) =>
    SEED_COURSES.find((seed) => seed.courseName === name)?.description ?? ''
  const items: Course[] = list.items.map((c) => ({
    ...c,
    ...NO_FACTS,
    description: description(c.courseName),
  }))
  return { ...list, items }
}
const names = (items: Course[]) => items.map((c) => c.courseName)

interface Case {
  q: string
  params?: Record<string, string>
  /** The first result: its exact name, or a pattern it matches. */
  first?: string | RegExp
  /** Each of these is among the first three results. */
  top3?: string[]
  /** Every one of the first `n` results matches the pattern. */
  all?: [n: number, pattern: RegExp]
  /** Shown, anywhere in the list. */
  includes?: string[]
  /** Never shown. */
  absent?: string[]
  /** No course holds every word: the words the answer holds, and those left out (else none). */
  partial?: { matched: string[]; unmatched: string[] }
}

const CASES: Case[] = [
  // A match in the name beats one elsewhere; quality breaks ties.
  { q: 'react', top3: ['React: The Complete Guide (incl. Next.js and Redux)'], all: [5, /react/i] },
  { q: 'docker', first: /docker/i, absent: ['Namaste JavaScript'] },
  { q: 'terraform', first: 'HashiCorp Certified: Terraform Associate' },
  { q: 'tensorflow', first: 'TensorFlow Developer Certificate: Zero to Mastery' },
  { q: 'flask', first: 'REST APIs with Flask and Python' },
  { q: 'spring boot', first: 'Master Spring Boot 3 and Spring Framework 6 with Java' },
  { q: 'angela yu', first: 'The Complete 2024 Web Development Bootcamp' },
  { q: 'mern', first: 'MERN Stack Projects: Build 5 Production Apps' },
  { q: 'system design', all: [2, /system design/i] },
  { q: 'deep learning', all: [2, /deep learning/i] },
  // Exact words beat prefixes: 'java' before 'javascript'.
  { q: 'java', all: [2, /\bjava\b/i] },
  // Every word, in any field, with stems.
  { q: 'dsa hindi', first: 'Complete DSA in C++ and Java: Placement Batch in Hindi' },
  { q: 'javascript course', top3: ['Namaste JavaScript'], all: [3, /javascript/i] },
  { q: 'react hooks', first: 'React: The Complete Guide (incl. Next.js and Redux)' },
  { q: 'devops hindi', all: [3, /hindi/i] },
  { q: 'railway exam', first: 'Railway NTPC CBT 1 and CBT 2 Crash Course in Hindi' },
  // Typos: one in a word of 5+ letters, two in 9+.
  { q: 'machine lerning', all: [3, /machine learning/i] },
  { q: 'kubernets', all: [3, /kubernetes/i] },
  { q: 'javascrpit', first: 'Namaste JavaScript' },
  { q: 'pyhton', all: [3, /python/i] },
  { q: 'typescrpt', first: 'TypeScript for React Developers' },
  { q: 'tenserflow', first: 'TensorFlow Developer Certificate: Zero to Mastery' },
  // As you type: the last word is a prefix.
  { q: 'reac', all: [3, /react/i] },
  { q: 'kube', all: [3, /kubernetes/i] },
  { q: 'machine lea', all: [3, /machine learning/i] },
  // Short terms and aliases, whole words only.
  {
    q: 'ml',
    all: [3, /machine learning|mlops/i],
    absent: [
      'Build Responsive Real-World Websites with HTML and CSS',
      'HTML, CSS, and JavaScript for Web Developers',
    ],
  },
  { q: 'js', all: [3, /js|javascript/i] },
  { q: 'k8s', all: [3, /kubernetes/i] },
  { q: 'dsa', top3: ["Striver's A2Z DSA Course"] },
  { q: 'ds', top3: ['Complete Data Science and Machine Learning Bootcamp in Hindi'] },
  { q: 'ai', all: [2, /\bai\b/i], absent: ['Tailwind CSS from Scratch in Hindi'] },
  { q: 'llm', all: [2, /llm/i] },
  { q: 'node', all: [3, /node/i] },
  { q: 'nextjs', all: [3, /next\.js/i] },
  { q: 'c++', first: 'Complete DSA in C++ and Java: Placement Batch in Hindi' },
  { q: 'ssc', all: [3, /ssc/i], absent: ['UPSC CSE Prelims 2025 Comprehensive GS Course'] },
  { q: 'upsc', all: [2, /upsc/i] },
  // Devanagari text, and 'hindi' finding Hindi-language courses.
  { q: 'कांस्टेबल', first: 'SSC GD कांस्टेबल 2025: सम्पूर्ण तैयारी बैच' },
  { q: 'सम्पूर्ण तैयारी', first: 'SSC GD कांस्टेबल 2025: सम्पूर्ण तैयारी बैच' },
  // 'हिंदी' alone is the language filter (see 'words that name a filter' below).
  { q: 'हिंदी', includes: ['SSC GD कांस्टेबल 2025: सम्पूर्ण तैयारी बैच'] },
  // The other filters and sorts still apply to the matches.
  { q: 'react', params: { language: 'hindi' }, first: 'React JS in Hindi with 10 Projects' },
  { q: 'machine learning', params: { sort: 'price-asc' }, first: /machine learning/i },
  // Word forms meet (issue 31): certified, certificate, certification; beginner(s);
  // developer, development.
  { q: 'terraform certification', first: 'HashiCorp Certified: Terraform Associate' },
  {
    q: 'kubernetes certification',
    first: 'Certified Kubernetes Administrator (CKA) with Practice Tests',
  },
  { q: 'aws certificate', first: 'AWS Certified DevOps Engineer Professional' },
  { q: 'tensorflow certified', first: 'TensorFlow Developer Certificate: Zero to Mastery' },
  {
    q: 'frontend developer certification',
    first: 'Meta Front-End Developer Professional Certificate',
  },
  { q: 'devops for beginners', first: 'DevOps Beginners to Advanced with Projects' },
  { q: 'devops beginner', first: 'DevOps Beginners to Advanced with Projects' },
  { q: 'react developer', first: 'TypeScript for React Developers' },
  { q: 'web developer', all: [5, /web develop/i] },
  { q: 'backend developer hindi', first: 'Django and Python Backend Development in Hindi' },
  { q: 'python development', first: 'Django and Python Backend Development in Hindi' },
  // Never a needless zero: when no course holds every word, the most words, the rarest first.
  {
    q: 'terraform snowflake',
    first: 'HashiCorp Certified: Terraform Associate',
    partial: { matched: ['terraform'], unmatched: ['snowflake'] },
  },
  {
    q: 'react qwzxv',
    all: [3, /react/i],
    partial: { matched: ['react'], unmatched: ['qwzxv'] },
  },
  {
    q: 'kubernetes hindi salesforce',
    first: 'Kubernetes in Hindi: Production Clusters',
    partial: { matched: ['kubernetes'], unmatched: ['salesforce'] },
  },
  {
    q: 'angular kubernetes',
    first: 'Angular: The Complete Guide',
    partial: { matched: ['angular'], unmatched: ['kubernetes'] },
  },
  {
    q: 'tableau excel python',
    all: [3, /python/i],
    partial: { matched: ['python'], unmatched: ['tableau', 'excel'] },
  },
]

describe('search relevance over the sample catalogue', () => {
  it.each(CASES)(
    '$q $params',
    async ({ q, params, first, top3, all, includes, absent, partial }) => {
      const answer = await search(q, params)
      expect(answer.partial).toEqual(partial ?? null)
      const list = names(answer.items)
      expect(list.length, `no result for ${q}`).toBeGreaterThan(0)
      if (typeof first === 'string') expect(list[0]).toBe(first)
      else if (first) expect(list[0]).toMatch(first)
      for (const name of top3 ?? []) expect(list.slice(0, 3)).toContain(name)
      if (all) for (const name of list.slice(0, all[0])) expect(name).toMatch(all[1])
      for (const name of includes ?? []) expect(list).toContain(name)
      for (const name of absent ?? []) expect(list).not.toContain(name)
    },
  )

  it('a short term never matches inside another word (the cases above are real traps)', () => {
    const text = (name: string) => {
      const c = SEED_COURSES.find((s) => s.courseName === name)!
      return [c.courseName, c.description, c.instructor, c.platform].join(' ').toLowerCase()
    }
    expect(text('Build Responsive Real-World Websites with HTML and CSS')).toContain('ml')
    expect(text('Tailwind CSS from Scratch in Hindi')).toContain('ai')
  })

  it('finds every Hindi-language course for "hindi"', async () => {
    const hindi = SEED_COURSES.filter((c) => c.language === 'Hindi').map((c) => c.courseName)
    expect(names((await search('hindi')).items)).toEqual(expect.arrayContaining(hindi))
  })

  it('ranks a typo-corrected match below an exact one', async () => {
    // 'reach' is one letter from 'react': a course holding only 'reach' never outranks React ones.
    const list = await search('react')
    expect(list.items.every((c) => matchesSearchText(c, 'react'))).toBe(true)
  })

  it('keeps the original substring rule as a floor for 4+ characters', async () => {
    for (const q of ['eact', 'ubern', 'ull stack', 'ode and Mongo', 'scikit-lea']) {
      const found = names((await search(q)).items)
      const byRule = SEED_COURSES.filter((c) => matchesSearchText(c, q)).map((c) => c.courseName)
      expect(byRule.length, q).toBeGreaterThan(0)
      expect(found, q).toEqual(expect.arrayContaining(byRule))
    }
  })
})

// How learners ask (issue 31): words that name a filter the catalogue has become that filter, and
// the rest is searched.
describe('words that name a filter', () => {
  const price = (c: Course) => c.price ?? 0
  it.each([
    {
      q: 'python in hindi under 800',
      understood: { language: 'Hindi', maxPrice: '800' },
      each: (c: Course) => c.language === 'Hindi' && price(c) <= 800,
      first: 'Django and Python Backend Development in Hindi',
    },
    {
      q: 'free dsa course',
      understood: { price: 'free' },
      each: (c: Course) => c.price === null,
      first: "Striver's A2Z DSA Course",
    },
    {
      q: 'ssc cgl hindi',
      understood: { language: 'Hindi' },
      each: (c: Course) => c.language === 'Hindi',
      first: 'SSC CGL 2025 Complete Foundation Batch',
    },
    {
      q: 'upsc free',
      understood: { price: 'free' },
      each: (c: Course) => c.price === null,
      first: 'UPSC Prelims Current Affairs Yearly Compilation',
    },
    {
      q: 'data science course below 1000 rupees',
      understood: { maxPrice: '1000' },
      each: (c: Course) => price(c) <= 1000 && /data science/i.test(c.courseName),
    },
    {
      q: 'हिंदी में पायथन',
      understood: { language: 'Hindi' },
      each: (c: Course) => c.language === 'Hindi',
      first: 'Django and Python Backend Development in Hindi',
    },
    {
      q: 'python hindi me',
      understood: { language: 'Hindi' },
      each: (c: Course) => c.language === 'Hindi',
      first: 'Django and Python Backend Development in Hindi',
    },
    {
      q: 'kubernetes on udemy under ₹3,300',
      understood: { platform: 'udemy', maxPrice: '3300' },
      each: (c: Course) => c.platform === 'udemy' && price(c) <= 3300,
      first: 'Docker and Kubernetes: The Practical Guide',
    },
    {
      q: 'sarkari exam hindi',
      understood: { track: 'govt', language: 'Hindi' },
      each: (c: Course) => c.category === 'govt exam' && c.language === 'Hindi',
    },
    {
      q: 'react 1000 se kam',
      understood: { maxPrice: '1000' },
      each: (c: Course) => price(c) <= 1000,
      first: 'React JS in Hindi with 10 Projects',
    },
  ])('$q', async ({ q, understood, each, first }) => {
    const answer = await search(q)
    expect(Object.fromEntries(answer.understood.map((u) => [u.name, u.value]))).toEqual(understood)
    expect(answer.items.length).toBeGreaterThan(0)
    for (const course of answer.items) expect(each(course), course.courseName).toBe(true)
    if (first) expect(answer.items[0]!.courseName).toBe(first)
    // The empty state's links remove the visitor's own filters; a chip removes these.
    for (const { name } of answer.understood) expect(answer.withoutFilter).not.toHaveProperty(name)
  })

  it('each chip searches again without its words, keeping the others', async () => {
    const answer = await search('Python in Hindi under 800')
    const byName = Object.fromEntries(answer.understood.map((u) => [u.name, u]))
    expect(byName.language).toMatchObject({ words: 'in hindi', qWithout: 'python under 800' })
    expect(byName.maxPrice).toMatchObject({ words: 'under 800', qWithout: 'python in hindi' })
    const wider = await search(byName.language!.qWithout)
    expect(wider.understood.map((u) => u.name)).toEqual(['maxPrice'])
    expect(wider.total).toBeGreaterThan(answer.total)
  })

  it('a filter the visitor chose wins: the word is then searched as a word', async () => {
    const answer = await search('react hindi', { language: 'english' })
    expect(answer.understood).toEqual([])
    expect(answer.total).toBe(0)
    expect(answer.withoutFilter.language).toBeGreaterThan(0)
  })

  it('a language or platform the catalogue does not hold stays a search word', async () => {
    const answer = await search('python tamil')
    expect(answer.understood).toEqual([])
    expect(answer.partial).toEqual({ matched: ['python'], unmatched: ['tamil'] })
  })

  it('what a course teaches is no language it is in: spoken english, english grammar', async () => {
    expect((await search('english grammar')).understood).toEqual([])
    expect((await search('spoken english')).understood).toEqual([])
  })

  it('only filter words: every course with those filters', async () => {
    const answer = await search('free hindi course')
    expect(answer.understood.map((u) => u.name).sort()).toEqual(['language', 'price'])
    const hindiFree = SEED_COURSES.filter((c) => c.language === 'Hindi' && c.price === null)
    expect(answer.total).toBe(hindiFree.length)
  })
})

describe('when nothing is found', () => {
  it('offers the closest spelling that has results', async () => {
    const list = await search('javscrpt')
    expect(list.total).toBe(0)
    expect(list.didYouMean).toBe('javascript')
    expect(list.partial).toBeNull()
  })

  it('answers the words that were found, and names the one that found nothing', async () => {
    const list = await search('react zzzzqq')
    expect(list.partial).toEqual({ matched: ['react'], unmatched: ['zzzzqq'] })
    expect(list.didYouMean).toBeNull()
    expect(list.total).toBeGreaterThan(3)
    expect(list.items.every((c) => matchesSearchText(c, 'react'))).toBe(true)
    // Words too common to carry a search alone answer nothing on their own.
    for (const q of ['zzzz no such course', 'what is the best']) {
      const none = await search(q)
      expect([none.total, none.partial], q).toEqual([0, null])
    }
    // The filters still hold.
    const hindi = await search('react zzzzqq', { language: 'hindi' })
    expect(names(hindi.items)).toEqual(names((await search('react', { language: 'hindi' })).items))
  })

  it('says how many courses each active filter hides', async () => {
    const list = await search('kubernetes', { platform: 'nptel' })
    expect(list.total).toBe(0)
    expect(list.withoutFilter.platform).toBe((await search('kubernetes')).total)
    expect(list.withoutFilter.q).toBe(
      ((await t.app.inject({ url: '/api/courses?platform=nptel' })).json() as CourseListResponse)
        .total,
    )
  })
})

describe('header suggestions', () => {
  it('are ranked like the catalogue and tolerate typos and prefixes', async () => {
    const suggest = async (q: string) =>
      (
        (
          await t.app.inject({ url: `/api/courses/suggest?q=${encodeURIComponent(q)}` })
        ).json() as Suggestion[]
      ).map((s) => s.courseName)
    expect((await suggest('kubernets')).slice(0, 3).every((n) => /kubernetes/i.test(n))).toBe(true)
    expect((await suggest('reac'))[0]).toMatch(/react/i)
    expect(await suggest('ml')).not.toContain(
      'Build Responsive Real-World Websites with HTML and CSS',
    )
    expect((await suggest('machine')).length).toBeLessThanOrEqual(8)
  })
})

describe('bad search input', () => {
  it.each([
    ['only punctuation', '!!!!'],
    ['tsquery syntax', 'a & | ! :* ('],
    ['SQL', "'; DROP TABLE courses; --"],
    ['regular expression syntax', '.*(?<x>[a-z]+){1,}\\'],
  ])('%s: a 200 with what matches, never a 5xx', async (_label, q) => {
    const res = await t.app.inject({ url: `/api/courses?q=${encodeURIComponent(q)}` })
    expect(res.statusCode).toBe(200)
    expect(Array.isArray(res.json().items)).toBe(true)
  })

  it('control characters are a 400 with a message, never a 5xx', async () => {
    const res = await t.app.inject({
      url: `/api/courses?q=${encodeURIComponent('react\u0000\u0007')}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: TEXT_CONTROL_MESSAGE,
      fields: { q: TEXT_CONTROL_MESSAGE },
    })
  })

  it('text that is not UTF-8 (a lone surrogate) is a 200 or a 400 with a message', async () => {
    const res = await t.app.inject({ url: '/api/courses?q=%ED%A0%80react' })
    if (res.statusCode === 200) expect(Array.isArray(res.json().items)).toBe(true)
    else expect(res.json()).toMatchObject({ error: { message: expect.any(String) } })
    expect(res.statusCode).toBeLessThan(500)
  })

  it('a 10,000-character search is a 400 with a message', async () => {
    const res = await t.app.inject({ url: `/api/courses?q=${'a'.repeat(10_000)}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Filters must be at most 200 characters')
    const suggest = await t.app.inject({ url: `/api/courses/suggest?q=${'a'.repeat(10_000)}` })
    expect(suggest.statusCode).toBe(400)
  })
})
