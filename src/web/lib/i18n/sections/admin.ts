// The 'admin' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { admin } from '../messages/en/admin'
import { addMessages } from '../i18n'

addMessages(
  { admin },
  { hi: () => import('../messages/hi/admin').then((m) => ({ admin: m.admin })) },
)
