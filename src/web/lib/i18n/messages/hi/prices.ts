// The Hindi translation of ../en/prices.ts (conventions in ./index.ts).
import type { prices as english } from '../en/prices'
import type { Catalogue } from '../catalogue'

export const prices = {
  title: 'कीमत का इतिहास',
  summary: 'सबसे कम {{lowest}} ({{lowestDay}} को), सबसे ज़्यादा {{highest}}, अभी {{now}}।',
  summaryFree: '{{day}} से मुफ़्त।',
  trackedSince: '{{day}} से दर्ज। कीमतें वही हैं जो कोर्स के प्लेटफ़ॉर्म ने दिखाईं।',
  today: 'आज',
  tableCaption: 'हर तारीख से इस कोर्स की कीमत',
  from: 'तारीख से',
  price: 'कीमत',
  badges: {
    lowest90: '90 दिनों में सबसे कम कीमत',
    goodDeal: 'अच्छा सौदा',
    usuallyCheaper: 'आम तौर पर सस्ता',
  },
  rules: {
    lowest90: 'पिछले 90 दिनों में इससे कम कीमत नहीं रही, और इनमें इससे ज़्यादा कीमत रही है।',
    goodDeal: 'अब तक देखी गई सबसे कम कीमत से 5% के भीतर, कम से कम 4 हफ़्ते दर्ज करने के बाद।',
    usuallyCheaper: 'पिछले 90 दिनों की आम कीमत ({{typical}}) से कम से कम 20% ज़्यादा।',
  },
  alert: {
    open: 'कीमत घटने पर मुझे बताएँ',
  },
} as const satisfies Catalogue<typeof english>
