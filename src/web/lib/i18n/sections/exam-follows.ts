// The 'examFollows' section of the catalogue, loaded with My Courses' followed exams: English now,
// another language's when the page is shown in it (see i18n.tsx).
import { examFollows } from '../messages/en/exam-follows'
import { addMessages } from '../i18n'

addMessages(
  { examFollows },
  {
    hi: () => import('../messages/hi/exam-follows').then((m) => ({ examFollows: m.examFollows })),
  },
)
