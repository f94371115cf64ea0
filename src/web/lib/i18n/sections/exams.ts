// The 'exams' section of the catalogue, loaded with the government exams' pages: English now,
// another language's when the page is shown in it (see i18n.tsx).
import { exams } from '../messages/en/exams'
import { addMessages } from '../i18n'

addMessages(
  { exams },
  { hi: () => import('../messages/hi/exams').then((m) => ({ exams: m.exams })) },
)
