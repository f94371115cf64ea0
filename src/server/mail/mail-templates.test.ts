// The account e-mails' words: every language has every mail, Hindi is Hindi, and the HTML part can
// hold nothing a value brings in.
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/languages'
import {
  escapeHtml,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-templates'

const to = { name: 'Asha', email: 'asha@example.in' }
const link = 'https://courses.example.in/reset-password?token=abc&lang=hi'
const when = new Date('2026-11-24T10:53:00Z')

const mailsIn = (language: (typeof LANGUAGES)[number]) => [
  resetPasswordMail(language, to, link),
  passwordChangedMail(language, to, when, 'https://courses.example.in/forgot-password?lang=hi'),
  verifyEmailMail(language, to, link),
]

describe('account e-mails', () => {
  it('exist in every language, with the link in both parts', () => {
    for (const language of LANGUAGES) {
      for (const mail of mailsIn(language)) {
        expect(mail.subject).not.toBe('')
        expect(mail.html).toContain(`<html lang="${language}">`)
        expect(mail.text).toContain('https://courses.example.in/')
        expect(mail.html).toContain('href="https://courses.example.in/')
      }
    }
  })

  it('write Hindi in Devanagari, keeping only names, the link and the time zone in Latin letters', () => {
    for (const mail of mailsIn('hi')) {
      const words = `${mail.subject}\n${mail.text}`
        .replace(/https?:\/\/\S+/g, '')
        .replace(/asha@example\.in/g, '')
        .match(/[A-Za-z]+/g)
      expect(new Set(words)).toEqual(
        new Set(
          ['CourseCompass', 'Asha', 'IST', 'pm'].filter((w) =>
            `${mail.subject}${mail.text}`.includes(w),
          ),
        ),
      )
    }
    expect(passwordChangedMail('hi', to, when, link).text).toContain('24 नव॰ 2026, 4:23 pm IST')
    expect(passwordChangedMail('en', to, when, link).text).toContain('on 24 Nov 2026, 4:23 pm IST.')
  })

  it('escape every value put into the HTML part', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    )
    const mail = resetPasswordMail(
      'en',
      { name: '<img src=x onerror=alert(1)>', email: '"quoted"@example.in' },
      'https://courses.example.in/reset-password?token=a"b<c&lang=en',
    )
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain(
      'href="https://courses.example.in/reset-password?token=a&quot;b&lt;c&amp;lang=en"',
    )
    expect(mail.html).toContain('&quot;quoted&quot;@example.in')
  })
})
