// Dates and times as people read them, in the page's language (the admin lists, the suspension
// notice).
import { isLanguage, LOCALES } from '../../domain/languages'

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * '9 Nov 2024, 3:30 pm' ('9 नव॰ 2024, 3:30 pm' on a Hindi page: the page's language's Indian
 * locale) in the reader's time zone; the raw text if it is not a date.
 */
export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale = isLanguage(language) ? LOCALES[language] : LOCALES.en
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    formats.set(locale, format)
  }
  return format.format(date)
}
