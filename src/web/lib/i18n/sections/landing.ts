// The 'landing' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { landing } from '../messages/en/landing'
import { addMessages } from '../i18n'

addMessages(
  { landing },
  { hi: () => import('../messages/hi/landing').then((m) => ({ landing: m.landing })) },
)
