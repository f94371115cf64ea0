// The Hindi translation of ../en/govt.ts (conventions in ./index.ts).
import type { govt as english } from '../en/govt'
import type { Catalogue } from '../catalogue'

export const govt = {
  title: 'सरकारी परीक्षा कोर्स',
  intro: 'उन प्लेटफ़ॉर्म के कोर्स से SSC, UPSC, बैंकिंग और रेलवे परीक्षाओं की तैयारी करें, जिन पर छात्र भरोसा करते हैं।',
  examDates: 'परीक्षाओं की तारीखें: कब आवेदन करें, कब परीक्षा दें',
  examsNamed: 'परीक्षा की तारीखें',
  examsLabel: 'लोकप्रिय परीक्षाएं',
  // Each chip searches the course data, which is in English, for its text: so the terms stay
  // as in English (latin-allowlist.ts, sameAsEnglish).
  exams: ['SSC', 'UPSC', 'IBPS', 'Railway'],
} as const satisfies Catalogue<typeof english>
