// The Hindi message catalogue (issue 14): a translation of ../en, file for file, each typed
// `Catalogue<typeof english>` (../catalogue.ts) so that a missing or an extra key is a compile
// error. Not wired into the app yet: an I18nProvider with language 'hi' will read it.
//
// Conventions, for whoever edits it:
// - Devanagari, polite register (आप). Brand, platform and technology names and abbreviations stay
//   in Latin script (CourseCompass, Udemy, React, DevOps, AI, IT, SSC, URL...); latin-allowlist.ts
//   lists them and catalogues.test.ts rejects any other Latin word. Loanwords Hindi sites write
//   in Devanagari are written so: कोर्स, लॉग इन, साइन अप, पोस्ट, कमेंट, रिव्यू, फ़िल्टर, बुकमार्क.
// - Spelling: nukta on ज़ and फ़ (ज़्यादा, फ़िल्टर, प्लेटफ़ॉर्म), none on क, ख, ग (खास, गलत); anusvara
//   in imperatives (हटाएं, दिखाएं); । ends a sentence.
// - Placeholders ({{name}}) and tags (<b>) are the English ones, unchanged. Prices use ₹.
// - Plurals: Intl.PluralRules('hi') answers 'one' for 0 and 1, so a _one form is also what 0
//   shows, and must read well for both (‘0 कोर्स मिला’).
// - Buttons and menu entries are kept as short as the English ones (a 390 px wide phone).
// - Values the app sends as searches over the course data, which is in English (the landing page's
//   featured topics, the government-exam chips), stay in English (latin-allowlist.ts).
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
import type { Messages } from '../en'
import type { Catalogue } from '../catalogue'

export { coreMessages }

/** The whole Hindi catalogue: the core and every page's section, as ../en/index.ts assembles `en`. */
export const hi = {
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
} as const satisfies Catalogue<Messages>
