// Loads the 'terms' section of the English catalogue with the code that shows it (see i18n.tsx).
import { terms } from '../messages/en/terms'
import { addMessages } from '../i18n'

addMessages({ terms })
