// The offline recommender's sentences, one table per language (docs/product.md#recommenders). The
// recommender decides what to say as facts (src/server/ai/embedded-recommender.ts); these tables
// word them. A new language is one more entry: `Record<Language, …>` makes the compiler ask for it.
import { formatAmount, formatPrice } from '../../domain/format'
import type { Language } from '../../domain/languages'
import { CONCLUSION_LABELS } from '../../domain/recommendation'

/** A statement about one course, made only from its stored fields. */
export type Point =
  | { kind: 'rated'; rating: number; platform: string; bestseller: boolean }
  | { kind: 'priceAndLanguage'; price: number | null; language: string }
  | { kind: 'hours'; hours: number; validity: string }
  | { kind: 'certificate'; certification: string }
  | { kind: 'basics' }
  | { kind: 'covers'; words: string[] }

/** Why a course fits this learner: what decided the conclusion. */
export type Reason =
  | { kind: 'language'; language: string }
  | { kind: 'basics' }
  | { kind: 'cheapest'; price: number | null }
  | { kind: 'fitsTime'; hours: number }
  | { kind: 'covers'; words: string[] }
  | { kind: 'highestRating'; rating: number }

export interface AnswerWords {
  point(point: Point): string
  reason(reason: Reason): string
  /** When no reason stands out. */
  balance: string
  conclusion(courseName: string, why: string, onlyCourse: boolean): string
}

const isMonths = (validity: string) => /^\d+$/.test(validity)

const english: AnswerWords = {
  point(p) {
    switch (p.kind) {
      case 'rated':
        return `Rated ${p.rating}/5 on ${p.platform}${p.bestseller ? ', a bestseller' : ''}.`
      case 'priceAndLanguage':
        return `${p.price === null ? 'Free' : formatPrice(p.price)}, taught in ${p.language || 'the platform language'}.`
      case 'hours':
        return `${p.hours} hours of content${p.validity ? `, access for ${p.validity}${isMonths(p.validity) ? ' months' : ''}` : ''}.`
      case 'certificate':
        return `Certificate: ${p.certification}.`
      case 'basics':
        return 'Starts from the basics.'
      case 'covers':
        return `Covers ${p.words.join(', ')}.`
    }
  },
  reason(r) {
    switch (r.kind) {
      case 'language':
        return `it is taught in ${r.language}, as you asked`
      case 'basics':
        return 'it starts from the basics'
      case 'cheapest':
        return `it costs the least (${formatPrice(r.price)})`
      case 'fitsTime':
        return `its ${r.hours} hours fit your time frame`
      case 'covers':
        return `it covers ${r.words.join(', ')} from your goals`
      case 'highestRating':
        return `it has the highest rating (${r.rating}/5)`
    }
  },
  balance: 'it has the best balance of rating, price and length',
  conclusion: (name, why, only) =>
    only
      ? `${CONCLUSION_LABELS.en}: ${name} is a good choice for you because ${why}.`
      : `${CONCLUSION_LABELS.en}: ${name} is the better course for you because ${why}.`,
}

/** Stored values the catalogue writes in English, as a Hindi reader says them. */
const HINDI_VALUES: Record<string, string> = {
  english: 'अंग्रेज़ी',
  hindi: 'हिन्दी',
  lifetime: 'लाइफ़टाइम',
}
const inHindi = (value: string) => HINDI_VALUES[value.trim().toLowerCase()] ?? value
/** The catalogue's usual certification notes ('Yes, after proctored exam'), in Hindi. */
const HINDI_CERTIFICATES: Record<string, string> = {
  '': 'सर्टिफ़िकेट मिलता है',
  'certificate of completion': 'कोर्स पूरा करने पर सर्टिफ़िकेट',
  'paid certificate optional': 'सर्टिफ़िकेट चाहें तो पैसे देकर',
  'after proctored exam': 'निगरानी वाली परीक्षा के बाद सर्टिफ़िकेट',
}
const certificateInHindi = (certification: string) => {
  const note = /^yes\b[\s,.:;-]*(.*)$/i.exec(certification.trim())?.[1]?.toLowerCase()
  return note !== undefined && note in HINDI_CERTIFICATES
    ? HINDI_CERTIFICATES[note]!
    : `सर्टिफ़िकेट: ${certification}`
}
const rupees = (price: number | null) => (price === null ? 'मुफ़्त' : `₹${formatAmount(price)}`)

const hindi: AnswerWords = {
  point(p) {
    switch (p.kind) {
      case 'rated':
        return `${p.platform} पर रेटिंग ${p.rating}/5${p.bestseller ? ', बेस्टसेलर' : ''}।`
      case 'priceAndLanguage':
        return p.language
          ? `${rupees(p.price)}, ${inHindi(p.language)} में पढ़ाया जाता है।`
          : `${rupees(p.price)}।`
      case 'hours': {
        const access = !p.validity
          ? ''
          : isMonths(p.validity)
            ? `, ${p.validity} महीने का एक्सेस`
            : `, ${inHindi(p.validity)} एक्सेस`
        return `${p.hours} घंटे की सामग्री${access}।`
      }
      case 'certificate':
        return `${certificateInHindi(p.certification)}।`
      case 'basics':
        return 'बिल्कुल शुरुआत से सिखाता है।'
      case 'covers':
        return `इसमें ${p.words.join(', ')} शामिल है।`
    }
  },
  reason(r) {
    switch (r.kind) {
      case 'language':
        return `यह ${inHindi(r.language)} में पढ़ाया जाता है, जैसा आपने चाहा`
      case 'basics':
        return 'यह बिल्कुल शुरुआत से सिखाता है'
      case 'cheapest':
        return `यह सबसे सस्ता है (${rupees(r.price)})`
      case 'fitsTime':
        return `इसके ${r.hours} घंटे आपके समय में पूरे हो जाते हैं`
      case 'covers':
        return `इसमें आपके लक्ष्य ${r.words.join(', ')} शामिल हैं`
      case 'highestRating':
        return `इसकी रेटिंग सबसे ऊँची है (${r.rating}/5)`
    }
  },
  balance: 'इसमें रेटिंग, कीमत और अवधि का सबसे अच्छा संतुलन है',
  conclusion: (name, why, only) =>
    only
      ? `${CONCLUSION_LABELS.hi}: ${name} आपके लिए एक अच्छा विकल्प है, क्योंकि ${why}।`
      : `${CONCLUSION_LABELS.hi}: ${name} आपके लिए बेहतर कोर्स है, क्योंकि ${why}।`,
}

export const ANSWER_WORDS: Record<Language, AnswerWords> = { en: english, hi: hindi }
