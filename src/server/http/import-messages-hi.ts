// The catalogue import's findings in Hindi, for an administrator who uploads a file on /admin in
// Hindi: why the file cannot be imported, why a row is bad, which columns were ignored
// (src/server/features/catalogue-import/import-parser.ts and catalogue-import.ts write them in
// English; the upload words each one in the request's language, the command line keeps English).
// Keyed by the English text like every server message
// (docs/decisions/024-messages-in-the-request-language.md). Column and field names stay as the file
// spells them: they are what the administrator has to find and fix in it.
import type { HindiPattern } from './zod-messages-hi'
import { LINE_TOO_LONG, MAX_LINE_CHARS } from '../../domain/catalogue-import'

export const importFindingMessages: Readonly<Record<string, string>> = {
  'The file is empty: there is nothing to import.': 'फ़ाइल खाली है: इंपोर्ट करने के लिए कुछ नहीं है।',
  'This is a JSON array. The import reads JSON Lines: one course object on each line.':
    'यह JSON की एक सूची है। इंपोर्ट JSON Lines पढ़ता है: हर लाइन पर एक कोर्स का ऑब्जेक्ट।',
  'Each line must be one JSON object (a course)': 'हर लाइन में एक JSON ऑब्जेक्ट (एक कोर्स) होना चाहिए',
  'Text after the closing quote of a field (write "" for a quote)':
    'किसी फ़ील्ड का कोटेशन मार्क बंद होने के बाद भी टेक्स्ट है (टेक्स्ट में कोटेशन मार्क के लिए "" लिखें)',
  'A quoted field is not closed: the file ends inside it':
    'कोटेशन मार्क में शुरू हुआ एक फ़ील्ड बंद नहीं हुआ: फ़ाइल उसी के अंदर खत्म हो जाती है',
  [LINE_TOO_LONG]: `यह लाइन ${MAX_LINE_CHARS / 1024 / 1024} MB से लंबी है: कोई कोर्स इतना लंबा नहीं होता।`,
}

/** JSON.parse's reason, as far as it says where: its position counts from 0, a reader's from 1. */
function notValidJson([reason = '']: string[]): string {
  const at = /at position (\d+)/.exec(reason)
  if (at) return `यह लाइन मान्य JSON नहीं है: अक्षर ${Number(at[1]) + 1} के पास गड़बड़ी है`
  const token = /^Unexpected token '(.+?)'/.exec(reason)
  if (token) return `यह लाइन मान्य JSON नहीं है: '${token[1]}' यहाँ नहीं होना चाहिए`
  if (/end of JSON input/.test(reason)) {
    return 'यह लाइन मान्य JSON नहीं है: लाइन बीच में ही खत्म हो जाती है'
  }
  return 'यह लाइन मान्य JSON नहीं है'
}

/** The CSV header that lacks a needed column (import-parser.ts's readHeader). */
function headerWithoutColumns([missing = '', unused, fields, optional]: string[]): string {
  const several = (list: string) => list.includes(', ')
  return (
    `पहली लाइन में कॉलम के नाम होने चाहिए। इसमें ${missing} ` +
    (several(missing) ? 'के कॉलम नहीं हैं' : 'का कॉलम नहीं है') +
    (unused ? ` (इस्तेमाल न होने वाले कॉलम: ${unused})` : '') +
    `। कॉलम कोर्स के फ़ील्ड हैं: ${fields}` +
    (optional ? ` (${optional} ${several(optional) ? 'छोड़े जा सकते हैं' : 'छोड़ा जा सकता है'})।` : '।')
  )
}

export const importFindingPatterns: readonly HindiPattern[] = [
  [/^Not valid JSON: ([\s\S]*)$/, notValidJson],
  [
    /^Ignored fields that are not course input fields: (.*)$/,
    'ये फ़ील्ड कोर्स के फ़ील्ड नहीं हैं, इसलिए छोड़ दिए गए: $1',
  ],
  [
    /^Ignored columns that are not course input fields: (.*)$/,
    'ये कॉलम कोर्स के फ़ील्ड नहीं हैं, इसलिए छोड़ दिए गए: $1',
  ],
  [/^The row has (\d+) fields and the header (\d+)$/, 'इस पंक्ति में $1 फ़ील्ड हैं और हेडर में $2'],
  [/^The header names (.+) more than once\.$/, 'हेडर में $1 एक से ज़्यादा बार है।'],
  [
    /^The first line must name the columns\. It has no column for (.+?)(?: \(columns not used: (.*)\))?\. The columns are the course fields: (.+?)(?: \((.+) may be left out\))?\.$/,
    headerWithoutColumns,
  ],
  [/^Left out exams the site does not have: (.*)$/, 'ये परीक्षाएं साइट पर नहीं हैं, इसलिए छोड़ दी गईं: $1'],
  [
    /^officialUrl: the same link as line (\d+) \(each course once per file\)$/,
    'officialUrl: यही लिंक लाइन $1 में भी है (फ़ाइल में हर कोर्स एक ही बार हो)',
  ],
]
