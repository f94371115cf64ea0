import { describe, expect, it } from 'vitest'
import { readLearnerNeeds, understoodNeeds } from './learner-needs'

const read = (goals: string, expertise = '', learningStyle = '') =>
  readLearnerNeeds({ goals, expertise, learningStyle })

describe('reading what a learner needs', () => {
  it('reads a goal, its topic, its time frame, the level and a certificate wish', () => {
    expect(
      read('A front-end developer job in 6 months, with a certificate', 'Complete beginner'),
    ).toEqual({
      goal: 'job',
      topic: 'front-end',
      track: 'it',
      weeks: 26,
      level: 'beginner',
      certificate: true,
      lowBudget: false,
      formats: [],
    })
  })

  it('reads an exam goal in Hindi as the government-exam track, with its language', () => {
    expect(read('SSC CGL की तैयारी करनी है, हिंदी में')).toMatchObject({
      goal: 'exam',
      topic: 'SSC',
      track: 'govt',
      language: 'Hindi',
    })
  })

  it('reads Hinglish', () => {
    expect(read('mujhe 3 mahine mein web development job chahiye')).toMatchObject({
      goal: 'job',
      topic: 'web development',
      weeks: 13,
    })
  })

  it.each([
    ['I can study 5 hours a week', 5],
    ['1 hour a day', 7],
    ['हफ़्ते में 5 घंटे', 5],
    ['roz 2 ghante', 14],
  ])('reads the time a week from "%s"', (text, hours) => {
    expect(read('', '', text).hoursPerWeek).toBe(hours)
  })

  it.each([
    ['my budget is 2,000', 2000, false],
    ['under ₹500', 500, false],
    ['only free courses', 0, false],
    ['student on a tight budget', undefined, true],
    ['a job by 2026', undefined, false],
  ])('reads the budget from "%s"', (text, budget, low) => {
    const needs = read(text)
    expect(needs.budget).toBe(budget)
    expect(needs.lowBudget).toBe(low)
  })

  it('reads the formats a learner prefers, and nothing from empty text', () => {
    expect(read('', '', 'Live classes with a mentor and hands-on projects').formats).toEqual([
      'live',
      'projects',
    ])
    expect(read('')).toEqual({ lowBudget: false, formats: [], certificate: false })
  })
})

describe('what the reading understood, in the order the page and the prompt state it', () => {
  it('lists the goal with its time, then level, time a week, budget, language and wishes', () => {
    const needs = read(
      'A front-end developer job in 6 months, with a certificate and live classes. Budget 2000, in Hindi',
      'Complete beginner',
      '10 hours a week',
    )
    expect(understoodNeeds(needs)).toEqual([
      { kind: 'goal', goal: 'job', topic: 'front-end', weeks: 26 },
      { kind: 'level', level: 'beginner' },
      { kind: 'hoursPerWeek', hours: 10 },
      { kind: 'budget', rupees: 2000 },
      { kind: 'language', language: 'Hindi' },
      { kind: 'wants', certificate: true, formats: ['live'] },
    ])
  })

  it('gives a time frame without a goal, and nothing when nothing was understood', () => {
    expect(understoodNeeds(read('Something within 3 months'))).toEqual([
      { kind: 'timeFrame', weeks: 13 },
    ])
    expect(understoodNeeds(read('Hello there'))).toEqual([])
  })
})
