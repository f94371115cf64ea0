// Issue 18's table: every learner profile and course set, answered by the offline recommender.
import { describe, expect, it } from 'vitest'
import { embeddedRecommendation } from './embedded-recommender'
import { checkAnswer } from './answer-check'
import { COURSES, coursesConcluded, RECOMMENDATION_CASES } from './recommendation-cases'

describe('the offline recommender, case by case', () => {
  it.each(RECOMMENDATION_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const courses = c.courses.map((key) => COURSES[key])
    const language = c.language ?? 'en'
    const answer = embeddedRecommendation(c.profile, courses, language)
    const named = coursesConcluded(answer, courses, language)
    if (c.recommend === 'depends') expect(named.length).toBe(courses.length)
    else expect(named[0]?.courseName).toBe(COURSES[c.recommend].courseName)
    for (const fact of c.mentions) expect(answer.toLowerCase()).toContain(fact.toLowerCase())

    // The form every answer keeps, checked as a language model's answer is.
    expect(checkAnswer(answer, courses, language)).toEqual({ ok: true })
  })
})
