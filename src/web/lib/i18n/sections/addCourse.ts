// Loads the 'addCourse' section of the English catalogue with the code that shows it (see i18n.tsx).
import { addCourse } from '../messages/en/addCourse'
import { addMessages } from '../i18n'

addMessages({ addCourse })
