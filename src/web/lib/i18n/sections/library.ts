// The 'library' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { library } from '../messages/en/library'
import { addMessages } from '../i18n'

addMessages(
  { library },
  { hi: () => import('../messages/hi/library').then((m) => ({ library: m.library })) },
)
