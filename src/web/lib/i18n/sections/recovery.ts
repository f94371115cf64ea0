// The 'recovery' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { recovery } from '../messages/en/recovery'
import { addMessages } from '../i18n'

addMessages(
  { recovery },
  { hi: () => import('../messages/hi/recovery').then((m) => ({ recovery: m.recovery })) },
)
