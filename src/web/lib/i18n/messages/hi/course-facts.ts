// The Hindi translation of ../en/course-facts.ts (conventions in ./index.ts).
import type { courseFacts as english } from '../en/course-facts'
import type { Catalogue } from '../catalogue'

export const courseFacts = {
  title: 'कोर्स कैसे चलता है',
  notStated: 'नहीं बताया गया',
  level: 'स्तर',
  format: 'तरीका',
  hoursPerWeek: 'हर हफ़्ते समय',
  lastUpdated: 'आख़िरी बार अपडेट',
  nextStart: 'अगली शुरुआत',
  certificate: 'सर्टिफ़िकेट',
  syllabus: 'सिलेबस',
  levels: {
    beginner: 'शुरुआती',
    intermediate: 'मध्यम',
    advanced: 'एडवांस',
    'all-levels': 'हर स्तर के लिए',
  },
  formats: {
    recorded: 'रिकॉर्ड किया हुआ',
    live: 'लाइव क्लास',
    cohort: 'बैच (तय तारीख़ों के साथ)',
    mixed: 'रिकॉर्ड और लाइव',
  },
  certificates: {
    none: 'कोई सर्टिफ़िकेट नहीं',
    completion: 'कोर्स पूरा करने का',
    graded: 'अंकों के साथ',
    exam: 'परीक्षा के बाद',
  },
  any: {
    level: 'कोई भी स्तर',
    format: 'कोई भी तरीका',
    certificate: 'कोई भी सर्टिफ़िकेट',
  },
  hours: 'हर हफ़्ते {{hours}} घंटे',
  selfPaced: 'अपनी रफ़्तार से: किसी भी दिन शुरू करें',
  startsOn: '{{date}} से शुरू',
  startedOn: '{{date}} को शुरू हुआ (आगे की तारीख़ नहीं दी गई)',
  certificateIncluded: '{{kind}}, कोर्स के साथ',
  certificateCost: '{{kind}}, {{price}} अलग से',
  modules_one: '{{count}} मॉड्यूल',
  modules_other: '{{count}} मॉड्यूल',
  modulesLength: '{{modules}} · {{length}}',
  minutes: '{{minutes}} मिनट',
  hoursOnly: '{{hours}} घंटे',
  hoursMinutes: '{{hours}} घंटे {{minutes}} मिनट',
  syllabusTitle: 'सिलेबस',
  moduleNumber: 'मॉड्यूल {{number}}',
} as const satisfies Catalogue<typeof english>
