// The comparison's rows of the facts that decide a course (docs/product.md#course-facts), loaded
// once the table shows (comparison-table.tsx): '…' until a selected course's whole record has come
// (a list leaves the facts out), 'Not stated' where the course says nothing.
import type { TFunction } from '../../../lib/i18n'
import '../../../lib/i18n/sections/course-facts'
import { factText, SHOWN_FACTS } from '../../../components/course-facts/fact-text'
import type { ComparedCourse } from '../api/get-compared-courses'
import type { Row } from './comparison-table'

export function factRows(t: TFunction, language: string, now = new Date()): Row[] {
  return SHOWN_FACTS.map((field) => ({
    key: field,
    label: t(`courseFacts.${field}`),
    cell: (c: ComparedCourse) =>
      'level' in c ? (factText(field, c, t, language, now) ?? t('courseFacts.notStated')) : '…',
  }))
}
