// Dates and times as people in India read them, in the page's language: the admin lists, the
// suspension notice, the courses a member added, reviews and the account page.
import { isLanguage, LOCALES } from '../../domain/languages'

/**
 * Every date is written in India's time zone, whatever the device's or the server's: the page the
 * server renders and the one the browser hydrates then write the same text, and learners read their
 * own clock.
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata'

type Style = 'dateTime' | 'date' | 'day'
const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'long' },
  day: { dateStyle: 'medium' },
}
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * '9 Nov 2024, 3:30 pm' ('9 नव॰ 2024, 3:30 pm' on a Hindi page: the page's language's Indian
 * locale), with `date` '9 November 2024', with `day` '9 Nov 2024'; the raw text if it is not a date.
 */
export function formatWhen(iso: string, language: string, style: Style = 'dateTime'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale = isLanguage(language) ? LOCALES[language] : LOCALES.en
  const key = `${locale} ${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: SITE_TIME_ZONE })
    formats.set(key, format)
  }
  return format.format(date)
}

/** 'Mar 2025' ('मार्च 2025') from YYYY-MM, as formatWhen's 'day' writes it without the day. */
export function formatMonth(month: string, language: string): string {
  const day = formatWhen(`${month}-15T12:00:00Z`, language, 'day')
  // The day's number goes; the month and year stay, as the locale writes them.
  return day.replace(/^\d{1,2}\s/, '')
}
