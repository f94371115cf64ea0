// The 'reviewDetails' section of the catalogue, loaded with a course page's reviews: English now,
// another language's when the page is shown in it (see i18n.tsx).
import { reviewDetails } from '../messages/en/review-details'
import { addMessages } from '../i18n'

addMessages(
  { reviewDetails },
  {
    hi: () =>
      import('../messages/hi/review-details').then((m) => ({ reviewDetails: m.reviewDetails })),
  },
)
