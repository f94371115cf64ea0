// The English message catalogue: every user-visible string, the fixed ones word for word (typos
// included; docs/product.md#messages). The web app reads it through src/web/lib/i18n; a Hindi
// catalogue will be a translation of it. Placeholders are {{name}}; keys ending in _one/_other are
// the forms of one plural, chosen by count (i18next's JSON v4 conventions, which translation tools
// read). The sections of single pages live in messages/<section>.ts, loaded with their page's code
// (docs/decisions/021-small-i18n.md); messages/core.ts holds the rest.
import { coreMessages } from './messages/core'
import { admin } from './messages/admin'
import { comparison } from './messages/comparison'
import { community } from './messages/community'
import { terms } from './messages/terms'
import { landing } from './messages/landing'
import { addCourse } from './messages/addCourse'
import { auth } from './messages/auth'
import { contact } from './messages/contact'
import { library } from './messages/library'

export { coreMessages }

/** The whole catalogue: the core and every page's section. */
export const en = {
  ...coreMessages,
  admin,
  comparison,
  community,
  terms,
  landing,
  addCourse,
  auth,
  contact,
  library,
} as const

export type Messages = typeof en
