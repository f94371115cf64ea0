// The English texts of price alerts (./index.ts; docs/product.md#price-alerts): the course page's
// form, loaded when it is opened, and My Courses' list.

export const priceAlerts = {
  signIn: 'Sign in to be told when the price drops',
  form: {
    label: 'Tell me when it costs less than',
    set: 'Set alert',
    change: 'Change alert',
    remove: 'Remove alert',
    current: 'We will email you when it costs {{target}} or less.',
    saved: 'Done. We will email you when it costs {{target}} or less, at most once a week.',
    savedUnconfirmed:
      'Saved. Confirm your email address (the link we sent when you signed up) to get the email when it costs {{target}} or less.',
    removed: 'Alert removed.',
    hint: 'The lowest price seen in the last 12 months was {{lowest}}.',
    hintNew: 'We have not seen a lower price yet.',
    belowEver:
      'Lower than any price seen so far (the lowest was {{lowest}}): it may never get there.',
  },
  list: {
    title: 'Price alerts',
    empty: 'No price alerts yet. Open a course’s price history to be told when it gets cheaper.',
    line: 'Tell me below {{target}} · now {{now}}',
    removeNamed: 'Remove the price alert on {{name}}',
    stopQuestion: 'Stop this price alert? You will get no more emails about this course’s price.',
    stopAllQuestion: 'Stop all your price alerts? You will get no more price emails.',
    stop: 'Stop this alert',
    stopAll: 'Stop all alerts',
  },
} as const
