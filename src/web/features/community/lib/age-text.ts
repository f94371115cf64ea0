// "3 days ago" in the page's language: the domain decides the unit (relativeAge), the catalogue
// words it (community.age).
import { relativeAge } from '../../../../domain/age'
import type { TFunction } from '../../../lib/i18n'

export function ageText(t: TFunction, when: Date | string, now: Date): string {
  const age = relativeAge(when, now)
  return age ? t(`community.age.${age.unit}`, { count: age.count }) : t('community.age.justNow')
}
