// The 'comparison' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { comparison } from '../messages/en/comparison'
import { addMessages } from '../i18n'

addMessages(
  { comparison },
  { hi: () => import('../messages/hi/comparison').then((m) => ({ comparison: m.comparison })) },
)
