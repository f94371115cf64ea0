// Loads the 'contact' section of the English catalogue with the code that shows it (see i18n.tsx).
import { contact } from '../messages/en/contact'
import { addMessages } from '../i18n'

addMessages({ contact })
