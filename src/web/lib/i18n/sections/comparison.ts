// Loads the 'comparison' section of the English catalogue with the code that shows it (see i18n.tsx).
import { comparison } from '../messages/en/comparison'
import { addMessages } from '../i18n'

addMessages({ comparison })
