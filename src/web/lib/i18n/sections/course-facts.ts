// The 'courseFacts' section of the catalogue (docs/product.md#course-facts), loaded with the code
// that shows a course's facts: English now, another language's when the page is shown in it (see
// i18n.tsx).
import { courseFacts } from '../messages/en/course-facts'
import { addMessages } from '../i18n'

addMessages(
  { courseFacts },
  { hi: () => import('../messages/hi/course-facts').then((m) => ({ courseFacts: m.courseFacts })) },
)
