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
  },
} as const
