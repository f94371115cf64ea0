// The facts that decide a course (docs/product.md#course-facts) as a learner reads them: 'Beginner',
// 'Starts 5 Jan 2027', 'Of completion, Rs. 999 extra', '12 modules · 18 h'; null when the course
// does not state one (the caller shows 'Not stated'). The course page and the comparison both read
// them so.
import type { TFunction } from '../../lib/i18n'
import '../../lib/i18n/sections/course-facts'
import { formatMonth, formatWhen } from '../../lib/format-when'
import { indiaDay } from '../../../domain/india-time'
import { SELF_PACED } from '../../../domain/course-fact-values'
import type { CourseFactField, CourseFacts, SyllabusModule } from '../../../domain/course-facts'
import { coursePriceText } from '../course-card/course-price'

/** The facts a course page and a comparison show, in their order. */
export const SHOWN_FACTS = [
  'level',
  'format',
  'hoursPerWeek',
  'nextStart',
  'certificate',
  'lastUpdated',
  'syllabus',
] as const satisfies readonly Exclude<CourseFactField, 'certificateCost'>[]
export type ShownFact = (typeof SHOWN_FACTS)[number]

/** '1 h 30 min', '45 min', '2 h'. */
export function lengthText(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('courseFacts.minutes', { minutes: rest })
  return rest === 0
    ? t('courseFacts.hoursOnly', { hours })
    : t('courseFacts.hoursMinutes', { hours, minutes: rest })
}

/** '12 modules · 18 h' (the length when every module states one). */
export function syllabusSummary(modules: readonly SyllabusModule[], t: TFunction): string {
  const count = t('courseFacts.modules', { count: modules.length })
  if (modules.some((module) => module.minutes === null)) return count
  const total = modules.reduce((sum, module) => sum + module.minutes!, 0)
  return t('courseFacts.modulesLength', { modules: count, length: lengthText(total, t) })
}

/** A fact as text in the page's language, or null when the course does not state it. */
export function factText(
  field: ShownFact,
  course: CourseFacts,
  t: TFunction,
  language: string,
  now: Date,
): string | null {
  switch (field) {
    case 'level':
      return course.level && t(`courseFacts.levels.${course.level}`)
    case 'format':
      return course.format && t(`courseFacts.formats.${course.format}`)
    case 'hoursPerWeek':
      return course.hoursPerWeek === null
        ? null
        : t('courseFacts.hours', { hours: course.hoursPerWeek })
    case 'lastUpdated':
      return course.lastUpdated && formatMonth(course.lastUpdated, language)
    case 'nextStart': {
      const start = course.nextStart
      if (start === null) return null
      if (start === SELF_PACED) return t('courseFacts.selfPaced')
      const date = formatWhen(`${start}T12:00:00+05:30`, language, 'day')
      return start >= indiaDay(now)
        ? t('courseFacts.startsOn', { date })
        : t('courseFacts.startedOn', { date })
    }
    case 'certificate': {
      const { certificate, certificateCost } = course
      if (certificate === null) return null
      const kind = t(`courseFacts.certificates.${certificate}`)
      if (certificate === 'none' || certificateCost === null) return kind
      return certificateCost === 0
        ? t('courseFacts.certificateIncluded', { kind })
        : t('courseFacts.certificateCost', { kind, price: coursePriceText(certificateCost, t) })
    }
    case 'syllabus':
      return course.syllabus.length > 0 ? syllabusSummary(course.syllabus, t) : null
  }
}
