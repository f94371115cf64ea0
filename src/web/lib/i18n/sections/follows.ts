// The 'follows' section of the catalogue, loaded with the catalogue's follow form and My Courses'
// list: English now, another language's when the page is shown in it (see i18n.tsx).
import { follows } from '../messages/en/follows'
import { addMessages } from '../i18n'

addMessages(
  { follows },
  { hi: () => import('../messages/hi/follows').then((m) => ({ follows: m.follows })) },
)
