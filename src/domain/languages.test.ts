import { describe, expect, it } from 'vitest'
import {
  chooseLanguage,
  languageFromAcceptLanguage,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from './languages'

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['HI', 'hi'],
    ['ta-IN,ta;q=0.9,hi;q=0.5', 'hi'],
    ['ta-IN, *;q=0.1', 'en'],
    ['hi;q=0, en;q=0.1', 'en'],
  ])('%s gives %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language)
  })

  it.each([undefined, '', 'ta-IN,mr;q=0.9', ';;;,', 'hi;q=abc'])(
    'names none of ours in %j',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeNull()
    },
  )
})

describe('chooseLanguage', () => {
  it('takes the address first, then the account, the cookie, the browser and English', () => {
    const all = { param: 'en', account: 'hi', cookie: 'hi', acceptLanguage: 'hi' }
    expect(chooseLanguage(all)).toBe('en')
    expect(chooseLanguage({ ...all, param: null })).toBe('hi')
    expect(chooseLanguage({ account: 'en', cookie: 'hi', acceptLanguage: 'hi' })).toBe('en')
    expect(chooseLanguage({ cookie: 'hi', acceptLanguage: 'en' })).toBe('hi')
    expect(chooseLanguage({ acceptLanguage: 'hi-IN' })).toBe('hi')
    expect(chooseLanguage({})).toBe('en')
  })

  it('ignores values that are not our languages', () => {
    expect(
      chooseLanguage({ param: 'fr', account: 'xx', cookie: '<b>', acceptLanguage: 'hi' }),
    ).toBe('hi')
  })
})

describe('pathInLanguage', () => {
  it('sets ?lang= and keeps the rest of the address', () => {
    expect(pathInLanguage('/all-courses', 'hi')).toBe('/all-courses?lang=hi')
    expect(pathInLanguage('/all-courses?q=react&lang=en&page=2', 'hi')).toBe(
      '/all-courses?q=react&lang=hi&page=2',
    )
  })

  it('keeps the other parameters as they were written', () => {
    expect(pathInLanguage('/course-comparison?courses=a,b&x=Web%20Dev+2', 'en')).toBe(
      '/course-comparison?courses=a,b&x=Web%20Dev+2&lang=en',
    )
    expect(pathInLanguage('/all-courses?lang=en&lang=hi&q=a?b', 'hi')).toBe(
      '/all-courses?lang=hi&q=a?b',
    )
    expect(pathInLanguage('/?', 'hi')).toBe('/?lang=hi')
  })
})

describe('pathWithoutLanguage', () => {
  it('drops ?lang= and keeps the rest of the address', () => {
    expect(pathWithoutLanguage('/all-courses?lang=hi')).toBe('/all-courses')
    expect(pathWithoutLanguage('/all-courses?q=react&lang=fr&page=2')).toBe(
      '/all-courses?q=react&page=2',
    )
    expect(pathWithoutLanguage('/community?tag=ssc%20exam')).toBe('/community?tag=ssc%20exam')
    expect(pathWithoutLanguage('/contact-us')).toBe('/contact-us')
  })
})

describe('languageOfPath', () => {
  it("is the address's own ?lang= when it names one of ours", () => {
    expect(languageOfPath('/community?lang=hi')).toBe('hi')
    expect(languageOfPath('/community?q=x&lang=en')).toBe('en')
    expect(languageOfPath('/community?lang=fr')).toBeNull()
    expect(languageOfPath('/community')).toBeNull()
  })
})
