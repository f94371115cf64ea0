// The 'priceAlerts' section of the catalogue, loaded with the price alert's form and My Courses'
// list: English now, another language's when the page is shown in it (see i18n.tsx).
import { priceAlerts } from '../messages/en/price-alerts'
import { addMessages } from '../i18n'

addMessages(
  { priceAlerts },
  { hi: () => import('../messages/hi/price-alerts').then((m) => ({ priceAlerts: m.priceAlerts })) },
)
