// A page's canonical link and its language alternates (docs/product.md#screens).
import { describe, expect, it } from 'vitest'
import { languageAlternates, languageLinks } from './language-links'

describe('languageLinks', () => {
  it('names the page in each language and without ?lang=, the canonical one as asked', () => {
    expect(
      languageLinks('https://cc.example', '/community?tag=ssc&lang=hi').split('\n    '),
    ).toEqual([
      '<link rel="canonical" href="https://cc.example/community?tag=ssc&#38;lang=hi">',
      '<link rel="alternate" hreflang="en" href="https://cc.example/community?tag=ssc&#38;lang=en">',
      '<link rel="alternate" hreflang="hi" href="https://cc.example/community?tag=ssc&#38;lang=hi">',
      '<link rel="alternate" hreflang="x-default" href="https://cc.example/community?tag=ssc">',
    ])
    expect(languageLinks('https://cc.example', '/?lang=fr')).toContain(
      '<link rel="canonical" href="https://cc.example/">',
    )
  })

  it('escapes whatever the address holds', () => {
    const links = languageLinks('http://a"b', `/all-courses?q="><script>'`)
    expect(links).not.toMatch(/<script|"><|'/)
    expect(links).toContain('href="http://a&#34;b/all-courses?q=&#34;&#62;&#60;script&#62;&#39;"')
  })
})

describe('languageAlternates', () => {
  it('lists every language, then the default', () => {
    expect(languageAlternates('https://cc.example', '/all-courses?page=2')).toEqual([
      { hreflang: 'en', href: 'https://cc.example/all-courses?page=2&lang=en' },
      { hreflang: 'hi', href: 'https://cc.example/all-courses?page=2&lang=hi' },
      { hreflang: 'x-default', href: 'https://cc.example/all-courses?page=2' },
    ])
  })
})
