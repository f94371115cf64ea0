// Loads the 'landing' section of the English catalogue with the code that shows it (see i18n.tsx).
import { landing } from '../messages/en/landing'
import { addMessages } from '../i18n'

addMessages({ landing })
