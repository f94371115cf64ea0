// The 'contact' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { contact } from '../messages/en/contact'
import { addMessages } from '../i18n'

addMessages(
  { contact },
  { hi: () => import('../messages/hi/contact').then((m) => ({ contact: m.contact })) },
)
