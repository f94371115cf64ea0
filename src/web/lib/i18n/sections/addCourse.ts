// Loads the 'addCourse' section of the English catalogue with the code that shows it (see i18n.tsx).
import { addCourse } from '../../../../domain/messages/addCourse'
import { addMessages } from '../i18n'

addMessages({ addCourse })
