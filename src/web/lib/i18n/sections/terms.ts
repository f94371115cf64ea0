// The 'terms' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { terms } from '../messages/en/terms'
import { addMessages } from '../i18n'

addMessages(
  { terms },
  { hi: () => import('../messages/hi/terms').then((m) => ({ terms: m.terms })) },
)
