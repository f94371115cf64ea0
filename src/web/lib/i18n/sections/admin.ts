// Loads the 'admin' section of the English catalogue with the code that shows it (see i18n.tsx).
import { admin } from '../messages/en/admin'
import { addMessages } from '../i18n'

addMessages({ admin })
