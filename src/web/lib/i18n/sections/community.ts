// Loads the 'community' section of the English catalogue with the code that shows it (see i18n.tsx).
import { community } from '../messages/en/community'
import { addMessages } from '../i18n'

addMessages({ community })
