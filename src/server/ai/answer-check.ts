// The form every recommendation keeps (docs/product.md#recommenders), checked on a language model's
// answer before it is shown: a block per selected course that opens with its name, at most 60 words
// of points each, no # or *, and a conclusion that names a selected course. An answer that names a
// course nobody selected as a block, or skips one, fails; the route then serves the offline answer.
import type { Course } from '../../domain/schemas/course'
import type { Language } from '../../domain/languages'
import { CONCLUSION_LABELS } from '../../domain/recommendation'

export const BLOCK_WORDS_MAX = 60

export type AnswerCheck = { ok: true } | { ok: false; problem: string }

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

export function checkAnswer(
  answer: string,
  courses: readonly Course[],
  language: Language,
): AnswerCheck {
  const fail = (problem: string): AnswerCheck => ({ ok: false, problem })
  if (/[#*]/.test(answer)) return fail('uses # or *')
  const label = `${CONCLUSION_LABELS[language]}:`
  const at = answer.lastIndexOf(label)
  if (at < 0) return fail(`has no line starting with "${label}"`)
  const conclusion = answer.slice(at)
  if (!courses.some((c) => conclusion.includes(c.courseName))) {
    return fail('the conclusion names none of the selected courses')
  }
  const blocks = answer
    .slice(0, at)
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  if (blocks.length !== courses.length) {
    return fail(`has ${blocks.length} course blocks for ${courses.length} courses`)
  }
  const unseen = new Set(courses)
  for (const block of blocks) {
    const [heading = '', ...points] = block.split('\n')
    const course = courses.find((c) => heading.trim().startsWith(c.courseName))
    if (!course) return fail(`a block is about a course that was not selected: "${heading}"`)
    unseen.delete(course)
    if (words(points.join(' ')) > BLOCK_WORDS_MAX) {
      return fail(`the block on ${course.courseName} is over ${BLOCK_WORDS_MAX} words`)
    }
  }
  if (unseen.size) return fail(`no block on ${[...unseen].map((c) => c.courseName).join(', ')}`)
  return { ok: true }
}
