// The offline recommender's sentences, one table per language (docs/product.md#recommenders). The
// recommender decides what to say as facts (src/server/ai/embedded-recommender.ts); these tables
// word them. A new language is one more entry: `Record<Language, …>` makes the compiler ask for it.
import { formatAmount, formatPrice } from '../../domain/format'
import type { Language } from '../../domain/languages'
import { CONCLUSION_LABELS } from '../../domain/recommendation'

/** What a course offers this learner, from its stored fields. */
export type Plus =
  | { kind: 'covers'; topic: string }
  | { kind: 'certificate'; certification: string }
  | { kind: 'withinBudget'; budget: number }
  | { kind: 'cheapest' }
  | { kind: 'language'; language: string }
  | { kind: 'depth'; hours: number }
  | { kind: 'projects' }
  | { kind: 'live' }
  | { kind: 'basics' }
  | { kind: 'fitsTime'; weeks: number; hoursPerWeek: number }
  | { kind: 'mockTests' }
  | { kind: 'highestRating'; rating: number }

/** A drawback that matters to this learner. */
export type Minus =
  | { kind: 'otherGoal'; exam: boolean }
  | { kind: 'notTopic'; topic: string }
  | { kind: 'overBudget'; price: number; budget: number }
  | { kind: 'noCertificate' }
  | { kind: 'otherLanguage'; language: string; wanted: string }
  | { kind: 'tooShort'; hours: number }
  | { kind: 'needsExperience' }
  | { kind: 'tooBasic' }
  | { kind: 'longerThanTime'; weeksNeeded: number; hoursPerWeek: number }
  | { kind: 'notLive' }
  /** The course states it asks more hours a week than the learner has. */
  | { kind: 'moreHoursAWeek'; asks: number; has: number }

/** The plain facts every block opens with. */
export interface Facts {
  hours: number | undefined
  price: number | null
  language: string
  rating: number
  platform: string
  learnerRating: number | null
  learnerCount: number
  /** The certification note when the course gives one and the learner did not ask about it. */
  certification: string | undefined
}

export type Fit = 'good' | 'partial' | 'poor'

export interface AnswerWords {
  facts(facts: Facts): string[]
  plus(plus: Plus): string
  minus(minus: Minus): string
  /** The decisive reasons, joined as a sentence's end ('it covers React and gives a certificate'). */
  because(reasons: string[]): string
  /** Drawbacks joined inside a sentence. */
  against(drawbacks: string[]): string
  best(name: string, why: string): string
  onlyCourse(name: string, fit: Fit, why: string, against: string): string
  keepInMind(against: string): string
  /** The courses serve different goals: the best for each. */
  perGoal(
    it: { name: string; why: string } | undefined,
    exam: { name: string; why: string } | undefined,
  ): string
  /** A course that serves another goal than the learner's. */
  otherGoalNote(name: string, exam: boolean): string
  reasonFor(plus: Plus): string
  /** The reason when nothing else stands out: its rating, where it has it. */
  rated(rating: number, platform: string): string
}

const joinList = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
const hrs = (hours: number) => `${hours} hrs`
/** The catalogue's certification notes ('Yes, certificate of completion') as English phrases. */
const certificateNote = (certification: string) => certification.replace(/^yes\b[\s,.:;-]*/i, '')
const aCertificate = (certification: string) => {
  const note = certificateNote(certification).toLowerCase()
  if (!note) return 'a certificate'
  if (note === 'paid certificate optional') return 'an optional paid certificate'
  if (/^certificate/.test(note)) return `a ${note}`
  if (/^after /.test(note)) return `a certificate ${note.replace(/^after (?!a )/, 'after a ')}`
  return `a certificate (${note})`
}
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const weeksEn = (weeks: number) => (weeks === 1 ? '1 week' : `${weeks} weeks`)

const english: AnswerWords = {
  facts(f) {
    const basics = [
      f.hours !== undefined ? hrs(f.hours) : undefined,
      formatPrice(f.price),
      f.language ? `in ${f.language}` : undefined,
    ].filter(Boolean)
    const learners =
      f.learnerRating !== null && f.learnerCount > 0
        ? `; learners here give it ${f.learnerRating} from ${f.learnerCount} ${f.learnerCount === 1 ? 'review' : 'reviews'}`
        : ''
    return [
      `${basics.join(', ')}.`,
      `Rated ${f.rating} on ${f.platform}${learners}.`,
      ...(f.certification
        ? [`${capital(aCertificate(f.certification).replace(/^an? /, ''))}.`]
        : []),
    ]
  },
  plus(p) {
    switch (p.kind) {
      case 'covers':
        return `Teaches ${p.topic}, your goal.`
      case 'certificate':
        return `Gives ${aCertificate(p.certification)}, as you asked.`
      case 'withinBudget':
        return `Within your budget of ${formatPrice(p.budget)}.`
      case 'cheapest':
        return 'The lowest price of these courses.'
      case 'language':
        return `Taught in ${p.language}, as you asked.`
      case 'depth':
        return `At ${hrs(p.hours)}, deep enough to build job-ready skills.`
      case 'projects':
        return 'Built around projects you can show.'
      case 'live':
        return 'Has live classes, as you asked.'
      case 'basics':
        return 'Starts from the basics.'
      case 'fitsTime':
        return `About ${weeksEn(p.weeks)} at your ${p.hoursPerWeek} hours a week.`
      case 'mockTests':
        return 'Includes mock tests.'
      case 'highestRating':
        return `The highest rated here (${p.rating}).`
    }
  },
  minus(m) {
    switch (m.kind) {
      case 'otherGoal':
        return m.exam
          ? 'Drawback: prepares for a government exam, not your goal.'
          : 'Drawback: teaches an IT skill, not exam preparation.'
      case 'notTopic':
        return `Drawback: does not teach ${m.topic}.`
      case 'overBudget':
        return m.budget === 0
          ? `Drawback: not free (${formatPrice(m.price)}), and you want free courses.`
          : `Drawback: over your budget (${formatPrice(m.price)} against ${formatPrice(m.budget)}).`
      case 'noCertificate':
        return 'Drawback: no certificate, which you asked for.'
      case 'otherLanguage':
        return `Drawback: taught in ${m.language}, not ${m.wanted}.`
      case 'tooShort':
        return `Drawback: too short to make you job-ready on its own (${hrs(m.hours)}).`
      case 'needsExperience':
        return 'Drawback: expects experience you do not have yet.'
      case 'tooBasic':
        return 'Drawback: starts from basics you already know.'
      case 'longerThanTime':
        return `Drawback: about ${weeksEn(m.weeksNeeded)} at your ${m.hoursPerWeek} hours a week, longer than your time frame.`
      case 'notLive':
        return 'Drawback: recorded videos, no live classes.'
      case 'moreHoursAWeek':
        return `Drawback: asks about ${m.asks} hours a week; you have ${m.has}.`
    }
  },
  reasonFor(p) {
    switch (p.kind) {
      case 'covers':
        return `it teaches ${p.topic}`
      case 'certificate':
        return 'it gives the certificate you want'
      case 'withinBudget':
        return 'it fits your budget'
      case 'cheapest':
        return 'it costs the least'
      case 'language':
        return `it is taught in ${p.language}`
      case 'depth':
        return `its ${hrs(p.hours)} go deep enough for a job`
      case 'projects':
        return 'it is built around projects'
      case 'live':
        return 'it has live classes'
      case 'basics':
        return 'it starts from the basics'
      case 'fitsTime':
        return 'it fits the time you have'
      case 'mockTests':
        return 'it includes mock tests'
      case 'highestRating':
        return `it is the highest rated (${p.rating})`
    }
  },
  rated: (rating, platform) => `it is rated ${rating} on ${platform}`,
  because: (reasons) => joinList(reasons, 'and'),
  against: (drawbacks) => drawbacks.join('; '),
  best: (name, why) => `${CONCLUSION_LABELS.en}: ${name} is the best fit for you, because ${why}.`,
  onlyCourse(name, fit, why, against) {
    const label = CONCLUSION_LABELS.en
    if (fit === 'good') return `${label}: ${name} is a good fit for you, because ${why}.`
    if (fit === 'partial')
      return `${label}: ${name} fits you in part${why ? `: ${why}` : ''}; but ${against}.`
    return `${label}: ${name} is not a good fit for you: ${against}.`
  },
  keepInMind: (against) => `Keep in mind: ${against}.`,
  perGoal(it, exam) {
    const parts = [
      it ? `for an IT skill or job, ${it.name} fits best, because ${it.why}` : undefined,
      exam ? `for a government exam, ${exam.name} fits best, because ${exam.why}` : undefined,
    ].filter(Boolean)
    return `${CONCLUSION_LABELS.en}: these courses serve different goals, so it depends on yours: ${parts.join('; ')}.`
  },
  otherGoalNote: (name, exam) =>
    exam
      ? `${name} prepares for a government exam, a different goal from yours.`
      : `${name} teaches an IT skill, a different goal from yours.`,
}

/** Stored values the catalogue writes in English, as a Hindi reader says them. */
const HINDI_VALUES: Record<string, string> = {
  english: 'अंग्रेज़ी',
  hindi: 'हिन्दी',
}
const inHindi = (value: string) => HINDI_VALUES[value.trim().toLowerCase()] ?? value
const rupees = (price: number | null) => (price === null ? 'मुफ़्त' : `₹${formatAmount(price)}`)
const certificateInHindi = (certification: string) => {
  const note = certificateNote(certification).toLowerCase()
  return (
    {
      '': 'सर्टिफ़िकेट मिलता है',
      'certificate of completion': 'कोर्स पूरा करने पर सर्टिफ़िकेट',
      'paid certificate optional': 'सर्टिफ़िकेट चाहें तो पैसे देकर',
      'after proctored exam': 'निगरानी वाली परीक्षा के बाद सर्टिफ़िकेट',
    }[note] ?? `सर्टिफ़िकेट: ${certification}`
  )
}

const hindi: AnswerWords = {
  facts(f) {
    const basics = [
      f.hours !== undefined ? `${f.hours} घंटे` : undefined,
      rupees(f.price),
      f.language ? `${inHindi(f.language)} में` : undefined,
    ].filter(Boolean)
    const learners =
      f.learnerRating !== null && f.learnerCount > 0
        ? `; यहाँ के छात्रों की रेटिंग ${f.learnerRating} (${f.learnerCount} रिव्यू)`
        : ''
    return [
      `${basics.join(', ')}।`,
      `${f.platform} पर रेटिंग ${f.rating}${learners}।`,
      ...(f.certification ? [`${certificateInHindi(f.certification)}।`] : []),
    ]
  },
  plus(p) {
    switch (p.kind) {
      case 'covers':
        return `${p.topic} सिखाता है, जो आपका लक्ष्य है।`
      case 'certificate':
        return `${certificateInHindi(p.certification)}, जैसा आपने चाहा।`
      case 'withinBudget':
        return `आपके ${rupees(p.budget)} के बजट में है।`
      case 'cheapest':
        return 'इन कोर्सों में सबसे सस्ता।'
      case 'language':
        return `${inHindi(p.language)} में पढ़ाया जाता है, जैसा आपने चाहा।`
      case 'depth':
        return `${p.hours} घंटे: नौकरी लायक हुनर के लिए काफ़ी गहराई।`
      case 'projects':
        return 'प्रोजेक्ट बनवाकर सिखाता है।'
      case 'live':
        return 'लाइव क्लास हैं, जैसा आपने चाहा।'
      case 'basics':
        return 'बिल्कुल शुरुआत से सिखाता है।'
      case 'fitsTime':
        return `हफ़्ते में आपके ${p.hoursPerWeek} घंटे से लगभग ${p.weeks} हफ़्ते।`
      case 'mockTests':
        return 'मॉक टेस्ट शामिल हैं।'
      case 'highestRating':
        return `यहाँ सबसे ऊँची रेटिंग (${p.rating})।`
    }
  },
  minus(m) {
    switch (m.kind) {
      case 'otherGoal':
        return m.exam
          ? 'कमी: यह सरकारी परीक्षा की तैयारी है, आपका लक्ष्य नहीं।'
          : 'कमी: यह IT हुनर सिखाता है, परीक्षा की तैयारी नहीं।'
      case 'notTopic':
        return `कमी: इसमें ${m.topic} नहीं सिखाया जाता।`
      case 'overBudget':
        return m.budget === 0
          ? `कमी: मुफ़्त नहीं है (${rupees(m.price)}), और आप मुफ़्त कोर्स चाहते हैं।`
          : `कमी: आपके बजट से ज़्यादा (${rupees(m.price)}, बजट ${rupees(m.budget)})।`
      case 'noCertificate':
        return 'कमी: सर्टिफ़िकेट नहीं मिलता, जो आपने चाहा था।'
      case 'otherLanguage':
        return `कमी: ${inHindi(m.language)} में पढ़ाया जाता है, ${inHindi(m.wanted)} में नहीं।`
      case 'tooShort':
        return `कमी: ${m.hours} घंटे, अकेले इससे नौकरी की तैयारी के लिए बहुत छोटा।`
      case 'needsExperience':
        return 'कमी: यह पहले से अनुभव मानकर चलता है।'
      case 'tooBasic':
        return 'कमी: यह वो बुनियादी बातें सिखाता है जो आप जानते हैं।'
      case 'longerThanTime':
        return `कमी: हफ़्ते में ${m.hoursPerWeek} घंटे से लगभग ${m.weeksNeeded} हफ़्ते, आपके समय से ज़्यादा।`
      case 'notLive':
        return 'कमी: रिकॉर्डेड वीडियो, लाइव क्लास नहीं।'
      case 'moreHoursAWeek':
        return `कमी: हर हफ़्ते लगभग ${m.asks} घंटे माँगता है; आपके पास ${m.has} हैं।`
    }
  },
  reasonFor(p) {
    switch (p.kind) {
      case 'covers':
        return `यह ${p.topic} सिखाता है`
      case 'certificate':
        return 'इसमें आपका चाहा सर्टिफ़िकेट मिलता है'
      case 'withinBudget':
        return 'यह आपके बजट में है'
      case 'cheapest':
        return 'यह सबसे सस्ता है'
      case 'language':
        return `यह ${inHindi(p.language)} में है`
      case 'depth':
        return `इसके ${p.hours} घंटे नौकरी लायक गहराई देते हैं`
      case 'projects':
        return 'यह प्रोजेक्ट से सिखाता है'
      case 'live':
        return 'इसमें लाइव क्लास हैं'
      case 'basics':
        return 'यह शुरुआत से सिखाता है'
      case 'fitsTime':
        return 'यह आपके समय में पूरा होता है'
      case 'mockTests':
        return 'इसमें मॉक टेस्ट हैं'
      case 'highestRating':
        return `इसकी रेटिंग सबसे ऊँची है (${p.rating})`
    }
  },
  rated: (rating, platform) => `${platform} पर इसकी रेटिंग ${rating} है`,
  because: (reasons) => joinList(reasons, 'और'),
  against: (drawbacks) => drawbacks.join('; '),
  best: (name, why) => `${CONCLUSION_LABELS.hi}: ${name} आपके लिए सबसे सही है, क्योंकि ${why}।`,
  onlyCourse(name, fit, why, against) {
    const label = CONCLUSION_LABELS.hi
    if (fit === 'good') return `${label}: ${name} आपके लिए सही है, क्योंकि ${why}।`
    if (fit === 'partial')
      return `${label}: ${name} आपके लिए कुछ हद तक सही है${why ? `: ${why}` : ''}; पर ${against}।`
    return `${label}: ${name} आपके लिए सही नहीं है: ${against}।`
  },
  keepInMind: (against) => `ध्यान रखें: ${against}।`,
  perGoal(it, exam) {
    const parts = [
      it ? `IT हुनर या नौकरी के लिए ${it.name} सबसे सही है, क्योंकि ${it.why}` : undefined,
      exam ? `सरकारी परीक्षा के लिए ${exam.name} सबसे सही है, क्योंकि ${exam.why}` : undefined,
    ].filter(Boolean)
    return `${CONCLUSION_LABELS.hi}: ये कोर्स अलग-अलग लक्ष्यों के लिए हैं, इसलिए चुनाव आपके लक्ष्य पर निर्भर है: ${parts.join('; ')}।`
  },
  otherGoalNote: (name, exam) =>
    exam
      ? `${name} सरकारी परीक्षा की तैयारी के लिए है, जो आपके लक्ष्य से अलग है।`
      : `${name} IT हुनर सिखाता है, जो आपके लक्ष्य से अलग है।`,
}

export const ANSWER_WORDS: Record<Language, AnswerWords> = { en: english, hi: hindi }
