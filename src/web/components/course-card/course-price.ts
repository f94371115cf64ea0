import type { TFunction } from '../../lib/i18n'
import { formatAmount } from '../../../domain/format'

/** 'Free' or 'Rs. 1,00,000' (Indian grouping) in English; 'मुफ़्त' or '₹1,00,000' in Hindi. */
export function coursePriceText(price: number | null, t: TFunction): string {
  return price === null
    ? t('catalogue.free')
    : t('catalogue.price', { amount: formatAmount(price) })
}
