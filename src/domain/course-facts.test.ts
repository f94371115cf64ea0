import { describe, expect, it } from 'vitest'
import { moduleMinutes, readSyllabus, syllabusText, type SyllabusModule } from './course-facts'

describe('a syllabus as the form writes it', () => {
  it('reads back as it was, a title holding a | included', () => {
    const modules: SyllabusModule[] = [
      { title: 'Week 1 | Basics', minutes: null },
      { title: 'Setup | 5', minutes: null },
      { title: 'Week 2 | Projects', minutes: 90 },
      { title: 'Wrap-up', minutes: null },
    ]
    expect(readSyllabus(syllabusText(modules)).modules).toEqual(modules)
  })

  it('reads a length in minutes or hours, English or Hindi, and nothing else', () => {
    expect(['90', '90 min', '1 h 30 min', '1.5 h', '2 घंटे 30 मिनट'].map(moduleMinutes)).toEqual([
      90, 90, 90, 90, 150,
    ])
    expect(['0', 'forever', '1 h 30', '101 h', '-5', ''].map(moduleMinutes)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
