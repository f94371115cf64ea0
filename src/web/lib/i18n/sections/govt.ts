// The 'govt' section of the catalogue, loaded with the government-exam catalogue's page: English
// now, another language's when the page is shown in it (see i18n.tsx).
import { govt } from '../messages/en/govt'
import { addMessages } from '../i18n'

addMessages({ govt }, { hi: () => import('../messages/hi/govt').then((m) => ({ govt: m.govt })) })
