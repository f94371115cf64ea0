// A follow's name as the pages write it (docs/product.md#follows): what it is about, then its words
// and filters in the page's language ('Search: “python” · Hindi · Under Rs. 400').
import { followKind, type FollowQuery } from '../../../../domain/follows'
import {
  languageName,
  platformName,
  valueName,
} from '../../../components/course-card/course-display'
import type { TFunction } from '../../../lib/i18n'

export function followName(query: FollowQuery, t: TFunction): string {
  const kind = followKind(query)
  const parts: string[] = []
  if (query.q) parts.push(`“${query.q}”`)
  if (query.instructor) parts.push(query.instructor)
  if (query.category) parts.push(valueName('categories', query.category, t))
  if (query.platform) parts.push(platformName(query.platform, t))
  if (query.language) parts.push(languageName(query.language, t))
  if (query.price) parts.push(t(`catalogue.priceBands.${query.price}`))
  if (query.track && kind !== 'exam') parts.push(t(`catalogue.tracks.${query.track}`))
  return `${t(`follows.kinds.${kind}`)}: ${parts.join(' · ')}`
}
