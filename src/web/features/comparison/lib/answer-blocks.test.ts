import { describe, expect, it } from 'vitest'
import { answerBlocks } from './answer-blocks'

describe('answerBlocks', () => {
  it('turns sections into a heading and list items, and keeps the conclusion a paragraph', () => {
    const text = [
      'Namaste React (namastedev)',
      '- Rated 4.7/5 on namastedev.',
      '- Taught in Hindi.',
      '',
      'Docker Mastery (udemy)',
      '- Rated 4.5/5 on udemy.',
      '',
      'Conclusion: Namaste React suits you best.',
    ].join('\n')
    expect(answerBlocks(text)).toEqual([
      { kind: 'heading', text: 'Namaste React (namastedev)' },
      { kind: 'list', items: ['Rated 4.7/5 on namastedev.', 'Taught in Hindi.'] },
      { kind: 'heading', text: 'Docker Mastery (udemy)' },
      { kind: 'list', items: ['Rated 4.5/5 on udemy.'] },
      { kind: 'paragraph', text: 'Conclusion: Namaste React suits you best.' },
    ])
  })

  it('treats a course name line as a heading but a sentence about it as a paragraph', () => {
    expect(
      answerBlocks('Namaste React:\nGreat for you.\nNamaste React is the better pick.', [
        'Namaste React',
      ]),
    ).toEqual([
      { kind: 'heading', text: 'Namaste React' },
      { kind: 'paragraph', text: 'Great for you.' },
      { kind: 'paragraph', text: 'Namaste React is the better pick.' },
    ])
  })
})
