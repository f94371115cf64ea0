// The 'addCourse' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { addCourse } from '../messages/en/addCourse'
import { addMessages } from '../i18n'

addMessages(
  { addCourse },
  { hi: () => import('../messages/hi/addCourse').then((m) => ({ addCourse: m.addCourse })) },
)
