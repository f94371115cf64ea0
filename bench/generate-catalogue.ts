// A large catalogue whose word and value frequencies resemble a real one's, deterministic for a
// given seed (bench/catalogue-topics.ts): each course is about one topic, drawn with Zipf-like
// weights, named as course sites name them ("Complete Python Course", "SSC CGL Mock Tests and
// PYQs") and described in a few sentences that mention its related topics. At 100,000 courses
// "python" or "react" is in 5-10% of them and a rare topic in a few dozen; there are thousands of
// instructors, platforms and languages in realistic shares, prices that end in 9 and free courses.
// Each generated course has its own officialUrl, as a catalogue import requires.
import type { NewCourse } from '../src/server/db/course-rows'
import type { CertificateKind } from '../src/domain/course-facts'
import { randomGenerator } from '../src/server/test/course-factory'
import {
  ADJECTIVES,
  AUDIENCES,
  DESCRIPTION_SENTENCES,
  THINGS,
  pickRareName,
  shares,
  NAME_PATTERNS,
  TOPICS,
  cumulativeWeights,
  topicWeight,
  weightedPick,
} from './catalogue-topics'

const GIVEN = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rahul',
  'Meera',
  'Aditya',
  'Ishita',
  'Karan',
  'Neha',
  'Siddharth',
  'Pooja',
  'Amit',
  'Divya',
  'Harsh',
  'Nikita',
  'Sanjay',
  'Ritu',
  'Manish',
  'Swati',
  'Deepak',
  'Anjali',
  'Gaurav',
  'Shreya',
  'Varun',
  'Tanvi',
  'John',
  'Maria',
  'David',
  'Sarah',
  'Michael',
  'Emma',
  'Daniel',
  'Laura',
  'Kevin',
  'Nina',
]
const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Das',
  'Mehta',
  'Patel',
  'Singh',
  'Rao',
  'Joshi',
  'Banerjee',
  'Kulkarni',
  'Chopra',
  'Malhotra',
  'Pillai',
  'Menon',
  'Bose',
  'Tiwari',
  'Mishra',
  'Pandey',
  'Yadav',
  'Chauhan',
  'Agarwal',
  'Saxena',
  'Bhat',
  'Hegde',
  'Ghosh',
  'Smith',
  'Johnson',
  'Brown',
  'Miller',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Lee',
]
/** Platforms with their share of courses, IT and government exams apart. */
const IT_PLATFORMS: [string, number][] = [
  ['udemy', 45],
  ['youtube', 14],
  ['coursera', 10],
  ['nptel', 5],
  ['namastedev', 3],
  ['100xdevs', 3],
  ['apna college', 3],
  ['edx', 4],
  ['simplilearn', 4],
  ['great learning', 3],
  ['scaler', 3],
  ['geeksforgeeks', 3],
]
const EXAM_PLATFORMS: [string, number][] = [
  ['unacademy', 30],
  ['testbook', 25],
  ['youtube', 20],
  ['adda247', 15],
  ['physics wallah', 10],
]
const IT_LANGUAGES: [string, number][] = [
  ['English', 74],
  ['Hindi', 20],
  ['Tamil', 2],
  ['Telugu', 2],
  ['Bengali', 1],
  ['Marathi', 1],
]
const EXAM_LANGUAGES: [string, number][] = [
  ['Hindi', 58],
  ['English', 34],
  ['Bengali', 2],
  ['Marathi', 2],
  ['Tamil', 2],
  ['Telugu', 2],
]
const ART: Record<string, string> = {
  'web dev': 'web-dev',
  frontend: 'frontend',
  backend: 'backend',
  devops: 'devops',
  'machine learning': 'machine-learning',
  'govt exam': 'govt-exam',
}
const CERTIFICATES = [
  'Yes, certificate of completion',
  'Yes, certificate of completion',
  'No',
  'Yes, paid certificate optional',
  'Yes, after proctored exam',
]
const VALIDITY = ['Lifetime', 'Lifetime', 'Lifetime', '12', '24', '6', '4']

const TOPIC_WEIGHTS = cumulativeWeights(TOPICS.length, topicWeight)

const itPlatform = shares(IT_PLATFORMS)
const examPlatform = shares(EXAM_PLATFORMS)
const itLanguage = shares(IT_LANGUAGES)
const examLanguage = shares(EXAM_LANGUAGES)
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A share of each value, the rest not stated (docs/product.md#course-facts). */
const FACT_SHARES = {
  level: [
    ['beginner', 0.28],
    ['intermediate', 0.14],
    ['advanced', 0.06],
    ['all-levels', 0.12],
  ],
  format: [
    ['recorded', 0.52],
    ['live', 0.07],
    ['cohort', 0.06],
    ['mixed', 0.05],
  ],
} as const

/** One of `shares`' values by its share, or null for the share left (not stated). */
function stated<T extends string>(shares: readonly (readonly [T, number])[], r: number): T | null {
  let sum = 0
  for (const [value, share] of shares) {
    sum += share
    if (r < sum) return value
  }
  return null
}

/** What a certification text says of the certificate, as the facts name it. */
const CERTIFICATE_OF: Record<string, CertificateKind> = {
  No: 'none',
  'Yes, after proctored exam': 'exam',
  'Yes, certificate of completion': 'completion',
  'Yes, paid certificate optional': 'completion',
}

/**
 * The facts of course `i`, drawn from a stream of their own so that the other fields stay those of
 * earlier runs: most courses state a level, a format and a certificate; fewer their hours, last
 * update or syllabus (docs/product.md#course-facts).
 */
function factsOf(rnd: () => number, course: NewCourse): Partial<NewCourse> {
  const certificate = rnd() < 0.7 ? CERTIFICATE_OF[course.certification]! : null
  const modules = rnd() < 0.25 ? 4 + Math.floor(rnd() * 10) : 0
  const syllabus = Array.from({ length: modules }, (_, m) => ({
    title: `${course.category} part ${m + 1}`,
    minutes: rnd() < 0.8 ? 15 * (2 + Math.floor(rnd() * 12)) : null,
  }))
  return {
    level: stated(FACT_SHARES.level, rnd()),
    format: stated(FACT_SHARES.format, rnd()),
    hoursPerWeek: rnd() < 0.35 ? 1 + Math.floor(rnd() * 20) / 2 : null,
    lastUpdated:
      rnd() < 0.3 ? `202${3 + Math.floor(rnd() * 3)}-0${1 + Math.floor(rnd() * 9)}` : null,
    certificate,
    certificateCost: certificate && certificate !== 'none' && rnd() < 0.2 ? 499 : null,
    syllabus,
  }
}

export function generateCatalogue(n: number, seed = 42): NewCourse[] {
  const rnd = randomGenerator(seed)
  const factsRnd = randomGenerator(seed * 7919 + 1)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
  return Array.from({ length: n }, (_, i) => {
    const topic = TOPICS[weightedPick(TOPIC_WEIGHTS, rnd())]!
    const exam = topic.category === 'govt exam'
    const related = pick(topic.related)
    const related2 = pick(topic.related)
    const fill = (text: string) =>
      text
        .replaceAll('{topic}', topic.name)
        .replaceAll('{related2}', related2)
        .replaceAll('{related}', related)
        .replaceAll('{name}', pickRareName(rnd()))
        .replaceAll('{employer}', pickRareName(rnd()))
        .replaceAll('{adjective}', pick(ADJECTIVES))
        .replaceAll('{thing}', pick(THINGS))
        .replaceAll('{audience}', pick(AUDIENCES))
    const year = 2022 + Math.floor(rnd() * 5)
    const courseName = `${fill(pick(NAME_PATTERNS))}${rnd() < 0.4 ? ` ${year}` : ''}`
    const sentences = new Set<string>()
    const count = 2 + Math.floor(rnd() * 3)
    while (sentences.size < count) sentences.add(fill(pick(DESCRIPTION_SENTENCES)))
    const free = rnd() < 0.14
    // Prices as sites set them: 199 to about 13,000 rupees, spread evenly on a log scale, ending in 9.
    const price = free ? null : Math.round(Math.exp(5.3 + rnd() * 4.2) / 10) * 10 - 1
    const platform = exam ? examPlatform(rnd()) : itPlatform(rnd())
    const course: NewCourse = {
      courseName,
      rating: Math.round((3.4 + Math.pow(rnd(), 0.6) * 1.6) * 10) / 10,
      duration: String(Math.round(2 + Math.pow(rnd(), 2) * (exam ? 400 : 80))),
      validity: pick(VALIDITY),
      certification: pick(CERTIFICATES),
      price: price !== null && price < 199 ? 199 : price,
      imageUrl: `/course-art/${ART[topic.category] ?? 'placeholder'}.svg`,
      instructor: `${pick(GIVEN)} ${pick(SURNAMES)}`,
      platform,
      category: topic.category,
      description: [...sentences].join(' '),
      officialUrl: `https://${slug(platform)}.example/course/${slug(courseName)}-${i + 1}`,
      language: exam ? examLanguage(rnd()) : itLanguage(rnd()),
      isBestseller: rnd() < 0.08,
    }
    return { ...course, ...factsOf(factsRnd, course) }
  })
}

/** The generated courses as an import file (or a source's feed) holds them: the input fields only. */
export function catalogueFileRows(n: number, seed = 42): Record<string, unknown>[] {
  return generateCatalogue(n, seed).map((c) => ({
    courseName: c.courseName,
    rating: c.rating,
    duration: c.duration,
    validity: c.validity,
    certification: c.certification,
    price: c.price ?? 'Free',
    // The sample's artwork is a path on the site; an imported course names a full address.
    imageUrl: `https://coursecompass.example${c.imageUrl}`,
    instructor: c.instructor,
    platform: c.platform,
    category: c.category,
    description: c.description,
    officialUrl: c.officialUrl,
    language: c.language,
    level: c.level,
    format: c.format,
    hoursPerWeek: c.hoursPerWeek,
    lastUpdated: c.lastUpdated,
    certificate: c.certificate,
    certificateCost: c.certificateCost,
    syllabus: c.syllabus,
  }))
}
