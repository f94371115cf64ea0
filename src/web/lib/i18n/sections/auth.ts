// Loads the 'auth' section of the English catalogue with the code that shows it (see i18n.tsx).
import { auth } from '../messages/en/auth'
import { addMessages } from '../i18n'

addMessages({ auth })
