// The English texts of the course page's price history (./index.ts; docs/product.md#price-history).

export const prices = {
  title: 'Price history',
  summary: 'Lowest {{lowest}} on {{lowestDay}}, highest {{highest}}, now {{now}}.',
  summaryFree: 'Free since {{day}}.',
  trackedSince: 'Tracked since {{day}}. Prices as the course’s platform listed them.',
  today: 'Today',
  tableCaption: 'The price of this course from each date on',
  from: 'From',
  price: 'Price',
  badges: {
    lowest90: 'Lowest price in 90 days',
    goodDeal: 'Good deal',
    usuallyCheaper: 'Usually cheaper',
  },
  rules: {
    lowest90: 'No lower price in the last 90 days, and a higher one within them.',
    goodDeal: 'Within 5% of the lowest price seen, after 4 weeks or more of tracking.',
    usuallyCheaper: 'At least 20% above its usual price of the last 90 days ({{typical}}).',
  },
  alert: {
    open: 'Tell me when the price drops',
    signIn: 'Sign in to be told when the price drops',
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
  alerts: {
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
