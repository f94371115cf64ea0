// The exams a catalogue search names (docs/product.md#government-exam-courses), for the exams'
// list's `q` (GET /api/exams?q=).
import type { ExamBody } from './exams'

/** The words a search names a recruiting body by ('Railway' is RRB's: the catalogue's chip). */
const BODY_WORDS: Record<ExamBody, readonly string[]> = {
  ssc: ['ssc'],
  upsc: ['upsc'],
  ibps: ['ibps', 'bank', 'banking'],
  rrb: ['rrb', 'railway', 'railways'],
  state: ['state psc', 'psc'],
}

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * The exams a catalogue search names (docs/product.md#government-exams): its recruiting body alone
 * ('SSC', 'Railway'), an exam's words ('ssc cgl'), or its name ('SSC CGL 2026', in any case or
 * spacing). Empty for a search about something else.
 */
export function examsMatching<T extends { name: string; search: string; body: ExamBody }>(
  exams: readonly T[],
  query: string,
): T[] {
  const asked = words(query).join(' ')
  if (!asked) return []
  return exams.filter((exam) => {
    if (BODY_WORDS[exam.body].includes(asked)) return true
    const search = words(exam.search).join(' ')
    const name = words(exam.name).join(' ')
    // Its words within the search ('ssc cgl 2026 maths' names SSC CGL), or the search within its
    // name ('cgl 2026'), whole words either way.
    return (
      ` ${asked} `.includes(` ${search} `) ||
      (asked.length >= 3 && ` ${name} `.includes(` ${asked} `))
    )
  })
}
