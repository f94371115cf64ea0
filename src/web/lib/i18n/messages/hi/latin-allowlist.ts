// What may stay in Latin script in the Hindi catalogue (./index.ts); ../catalogues.test.ts fails on
// any other Latin word in a Hindi value, after taking out {{placeholders}}, <tags>, URLs and e-mail
// addresses. A word is a run of Latin letters and digits, with . + # - allowed inside it ('Node.js',
// '100xDevs'). The match is case-sensitive: 'IT' is allowed, the English word 'it' is not.

/**
 * Words allowed anywhere in a Hindi value: the brand, platform, product and technology names and
 * the abbreviations that Hindi sites write in Latin script. Add a word here only if Hindi sites
 * really write it so; a loanword they write in Devanagari (कोर्स, लॉग इन, फ़िल्टर) does not belong.
 */
export const latinAllowlist: readonly string[] = [
  // The brand.
  'CourseCompass',
  // Course platforms (catalogue.platforms) and the AI model named with a recommendation.
  'Udemy',
  'Coursera',
  'NPTEL',
  'YouTube',
  'Testbook',
  'Unacademy',
  'NamasteDev',
  '100xDevs',
  'Apna',
  'College',
  'Gemini',
  // Social networks (footer.social).
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'Twitter',
  // Technologies and formats.
  'React',
  'Node.js',
  'JavaScript',
  'Python',
  'DevOps',
  'HTML',
  'CSS',
  'CSV',
  'JSON',
  'AI',
  'URL',
  // Abbreviations: the IT track, government exams, units, the time zone.
  'IT',
  'SSC',
  'UPSC',
  'IBPS',
  'RRB',
  'MB',
  'IST',
  // Community tags as people store them, lowercase, in the tag fields' placeholders.
  'react',
  'upsc',
  'javascript',
  'ssc',
]

/**
 * Key paths (or a prefix of them: an array, an object) whose Hindi values are the English ones,
 * unchanged: the app sends them as searches over the course data, which is in English, so a
 * translated term would find nothing. The featured topics of the landing page open the catalogue
 * searched for their text; the government-exam page's chips search for theirs. The test checks
 * that they equal the English values instead of checking their words.
 */
export const sameAsEnglish: readonly string[] = ['landing.topics.list', 'govt.exams']

/**
 * Latin text that one value must keep exactly as it is typed (file names and columns of the admin
 * import, a command), by key path. Each fragment must occur in both the English and the Hindi
 * value; the test takes it out of the Hindi value before looking for Latin words.
 */
export const verbatimLatin: Readonly<Record<string, readonly string[]>> = {
  // The CSV header's column names, the JSON Lines format, and the literal price 'Free'.
  'admin.import.formats': [
    'courseName, rating, duration, validity, certification, price, imageUrl, instructor, platform, category, description, officialUrl, language',
    'JSON Lines',
    'Free',
  ],
  'admin.import.fileLabel': ['.csv', '.jsonl'],
  // The calendar file's kind, as the download names it.
  'exams.calendar': ['.ics'],
  'admin.import.fileHint': ['npm run catalogue:import'],
  'admin.import.chooseFile': ['.csv', '.jsonl'],
  // The formats a catalogue source reads.
  'admin.sources.intro': ['JSON Lines', 'schema.org JSON-LD'],
  'admin.sources.feedHint': ['.jsonl', '.csv', 'http://', 'https://'],
  // An exam's address, the catalogue's search for its courses, and its stages' names as
  // notifications write them (in English).
  'admin.exams.slugHint': ['/exams/…'],
  'admin.exams.searchHint': ['SSC CGL'],
  'admin.exams.labelHint': ['Tier 1, Prelims…'],
}
