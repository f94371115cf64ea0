// The 'auth' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { auth } from '../messages/en/auth'
import { addMessages } from '../i18n'

addMessages({ auth }, { hi: () => import('../messages/hi/auth').then((m) => ({ auth: m.auth })) })
