import { describe, expect, it } from 'vitest'
import { splitLinks } from './link-text'

describe('splitLinks', () => {
  it('finds http(s) and www. addresses and leaves the rest as text', () => {
    expect(splitLinks('See https://react.dev/learn and www.namastedev.com now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://react.dev/learn', href: 'https://react.dev/learn' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.namastedev.com', href: 'https://www.namastedev.com' },
      { kind: 'text', text: ' now' },
    ])
  })

  it('keeps sentence punctuation out of the link', () => {
    expect(splitLinks('Read https://example.com/a.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ])
  })

  it('never makes a link of other schemes', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ])
  })
})
