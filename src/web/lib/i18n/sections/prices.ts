// The 'prices' section of the catalogue, loaded with the course page's price history: English now,
// another language's when the page is shown in it (see i18n.tsx).
import { prices } from '../messages/en/prices'
import { addMessages } from '../i18n'

addMessages(
  { prices },
  { hi: () => import('../messages/hi/prices').then((m) => ({ prices: m.prices })) },
)
