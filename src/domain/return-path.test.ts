import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPath } from './return-path'

describe('the page to return to after signing in', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/home/abc/react-course')).toBe('/home/abc/react-course')
    expect(safeReturnPath('/community?tag=ssc#post-1')).toBe('/community?tag=ssc#post-1')
    expect(safeReturnPath('/home/%E0%A4%B9/x')).toBe('/home/%E0%A4%B9/x')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' /home',
    'javascript:alert(1)',
    'home',
    '',
    '/sign-in',
    '/sign-in?next=/home',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it('links to the sign-in page with the page to return to, when there is one worth it', () => {
    expect(signInPath('/home/abc/react?x=1')).toBe('/sign-in?next=%2Fhome%2Fabc%2Freact%3Fx%3D1')
    expect(signInPath('/')).toBe('/sign-in')
    expect(signInPath('/home')).toBe('/sign-in')
    expect(signInPath('/sign-in?next=/community')).toBe('/sign-in')
    expect(signInPath('https://evil.example')).toBe('/sign-in')
    expect(signInPath(undefined)).toBe('/sign-in')
  })
})
