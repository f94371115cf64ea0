import type { TFunction } from '../../lib/i18n'
import { formatPrice } from '../../../domain/format'

/** 'Free' from the message catalogue, or 'Rs. 1,00,000' (Indian grouping). */
export function coursePriceText(price: number | null, t: TFunction): string {
  return price === null ? t('catalogue.free') : formatPrice(price)
}
