// The 'community' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { community } from '../messages/en/community'
import { addMessages } from '../i18n'

addMessages(
  { community },
  { hi: () => import('../messages/hi/community').then((m) => ({ community: m.community })) },
)
