// Loads the 'library' section of the English catalogue with the code that shows it (see i18n.tsx).
import { library } from '../messages/en/library'
import { addMessages } from '../i18n'

addMessages({ library })
