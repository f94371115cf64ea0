// The 'account' section of the catalogue, loaded with the code that shows it: English now, another
// language's when the page is shown in it (see i18n.tsx).
import { account } from '../messages/en/account'
import { addMessages } from '../i18n'

addMessages(
  { account },
  { hi: () => import('../messages/hi/account').then((m) => ({ account: m.account })) },
)
