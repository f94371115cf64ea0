// How the catalogue names its filters and their values on screen: in the selects of the filter panel
// and in the empty state's 'Remove Platform: NPTEL' links, which must read alike.
import type { TFunction } from '../../../lib/i18n'
import { COURSE_TRACKS, PRICE_BANDS } from '../../../../domain/constants'
import { valueName } from '../../../components/course-card/course-display'
import { isOneOf } from './catalogue-search-params'
import '../../../lib/i18n/sections/course-facts'
import { FACT_FILTERS, type FactFilterName } from './fact-filters'

/** The filters chosen from a list of values (the text search is not one of them). */
export type ChoiceFilterName =
  'category' | 'platform' | 'price' | 'language' | 'track' | FactFilterName

export function filterLabel(name: ChoiceFilterName, t: TFunction): string {
  switch (name) {
    case 'category':
      return t('catalogue.category')
    case 'platform':
      return t('catalogue.platformLabel')
    case 'price':
      return t('catalogue.priceRange')
    case 'language':
      return t('catalogue.languageLabel')
    case 'track':
      return t('catalogue.trackLabel')
    default:
      return t(`courseFacts.${name}`)
  }
}

export function filterValueLabel(name: ChoiceFilterName, value: string, t: TFunction): string {
  switch (name) {
    case 'category':
      return valueName('categories', value, t)
    case 'platform':
      return valueName('platforms', value, t)
    case 'language':
      return valueName('languages', value, t)
    case 'price':
      return isOneOf(PRICE_BANDS, value) ? t(`catalogue.priceBands.${value}`) : value
    case 'track':
      return isOneOf(COURSE_TRACKS, value) ? t(`catalogue.tracks.${value}`) : value
    case 'level':
      return isOneOf(FACT_FILTERS.level, value) ? t(`courseFacts.levels.${value}`) : value
    case 'format':
      return isOneOf(FACT_FILTERS.format, value) ? t(`courseFacts.formats.${value}`) : value
    case 'certificate':
      return isOneOf(FACT_FILTERS.certificate, value)
        ? t(`courseFacts.certificates.${value}`)
        : value
  }
}
