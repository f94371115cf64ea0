import { describe, expect, it } from 'vitest'
import { answerBlocks } from './answer-blocks'

describe('answerBlocks', () => {
  it('turns sections into a heading and list items, and sets the conclusion apart', () => {
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
      { kind: 'conclusion', label: 'Conclusion:', text: 'Namaste React suits you best.' },
    ])
  })

  it('reads a Hindi answer the same way: निष्कर्ष opens its conclusion', () => {
    const text = [
      'Namaste React (namastedev)',
      '- namastedev पर रेटिंग 4.7/5।',
      '',
      'निष्कर्ष: Namaste React आपके लिए बेहतर कोर्स है, क्योंकि यह सबसे सस्ता है (₹499)।',
    ].join('\n')
    expect(answerBlocks(text)).toEqual([
      { kind: 'heading', text: 'Namaste React (namastedev)' },
      { kind: 'list', items: ['namastedev पर रेटिंग 4.7/5।'] },
      {
        kind: 'conclusion',
        label: 'निष्कर्ष:',
        text: 'Namaste React आपके लिए बेहतर कोर्स है, क्योंकि यह सबसे सस्ता है (₹499)।',
      },
    ])
  })

  it('does not take a sentence that merely starts with the word for a conclusion', () => {
    expect(answerBlocks('Conclusions are yours to draw.')).toEqual([
      { kind: 'paragraph', text: 'Conclusions are yours to draw.' },
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
