// The English message catalogue: every user-visible string, the fixed ones word for word (typos
// included; docs/product.md#messages). The web app reads it through src/web/lib/i18n; a Hindi
// catalogue will be a translation of it. Placeholders are {{name}}; keys ending in _one/_other are
// the forms of one plural, chosen by count (i18next's JSON v4 conventions, which translation tools
// read). The sections of single pages live in <section>.ts beside this file, loaded with their
// page's code (docs/decisions/021-small-i18n.md); core.ts holds the rest.
import { coreMessages } from './core'
import { admin } from './admin'
import { comparison } from './comparison'
import { community } from './community'
import { terms } from './terms'
import { landing } from './landing'
import { addCourse } from './addCourse'
import { auth } from './auth'
import { contact } from './contact'
import { recovery } from './recovery'
import { library } from './library'
import { account } from './account'
import { prices } from './prices'
import { priceAlerts } from './price-alerts'
import { follows } from './follows'
import { govt } from './govt'
import { exams } from './exams'
import { examFollows } from './exam-follows'
import { reviewDetails } from './review-details'
import { courseFacts } from './course-facts'

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
  recovery,
  library,
  account,
  prices,
  priceAlerts,
  follows,
  govt,
  exams,
  examFollows,
  reviewDetails,
  courseFacts,
} as const

export type Messages = typeof en
