// zod's own English messages in Hindi: what a schema says when it states no message of its own (a
// missing field, a wrong type, an unknown option in a body or query the web never sends but an API
// caller can). English answers keep zod's words; a Hindi answer gets a short, generic but clear
// sentence built from the parts the English names (docs/decisions/024-messages-in-the-request-language.md).
// The patterns follow zod 4's English locale (node_modules/zod/v4/locales/en.js);
// messages-hi.test.ts runs real schemas through zod and fails on a message left in English.

/** A Hindi message from the parts of an English one that `pattern` captured. */
export type HindiPattern = readonly [RegExp, string | ((parts: string[]) => string)]

/** What zod calls the expected type, as the Hindi says what belongs there. */
const EXPECTED: Record<string, string> = {
  string: 'यहाँ टेक्स्ट होना चाहिए',
  number: 'यहाँ एक संख्या होनी चाहिए',
  int: 'यहाँ एक पूर्ण संख्या होनी चाहिए',
  bigint: 'यहाँ एक पूर्ण संख्या होनी चाहिए',
  boolean: 'यहाँ true या false होना चाहिए',
  object: 'यहाँ एक JSON ऑब्जेक्ट होना चाहिए',
  array: 'यहाँ एक JSON सूची होनी चाहिए',
  date: 'यहाँ एक तारीख होनी चाहिए',
  null: 'यहाँ null होना चाहिए',
}
const NOT_VALID = 'यह इनपुट मान्य नहीं है'

/** zod's sizes: `characters` of a string, `items` of an array or set, `entries` of a map, `bytes`. */
const UNITS: Record<string, string> = {
  characters: 'अक्षर',
  items: 'चीज़ें',
  entries: 'चीज़ें',
  bytes: 'बाइट',
}

/** 'at most 50 characters' and the like, by zod's comparison (<=, <, >=, >, exactly). */
function sized(comparison: string, limit: string, unit: string): string {
  const what = UNITS[unit] ?? ''
  const count = what ? `${limit} ${what}` : limit
  switch (comparison.trim()) {
    case '<=':
      return what ? `ज़्यादा से ज़्यादा ${count} हो सकते हैं` : `${limit} या उससे कम होना चाहिए`
    case '<':
      return what ? `${count} से कम होने चाहिए` : `${limit} से कम होना चाहिए`
    case '>=':
      if (unit === 'characters' && limit === '1') return 'यह खाली नहीं हो सकता'
      return what ? `कम से कम ${count} होने चाहिए` : `${limit} या उससे ज़्यादा होना चाहिए`
    case '>':
      return what ? `${count} से ज़्यादा होने चाहिए` : `${limit} से ज़्यादा होना चाहिए`
    default:
      return what ? `ठीक ${count} होने चाहिए` : `ठीक ${limit} होना चाहिए`
  }
}

/** zod's names of string formats ('Invalid email address'). */
const FORMATS: Record<string, string> = {
  'email address': 'ईमेल आईडी मान्य नहीं है',
  URL: 'URL मान्य नहीं है',
  UUID: 'ID मान्य नहीं है',
  GUID: 'ID मान्य नहीं है',
  'ISO datetime': 'तारीख और समय मान्य नहीं है',
  'ISO date': 'तारीख मान्य नहीं है',
  'ISO time': 'समय मान्य नहीं है',
}

export const zodHindiPatterns: readonly HindiPattern[] = [
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    ([expected, received]) =>
      received === 'undefined' ? 'यह फ़ील्ड ज़रूरी है' : (EXPECTED[expected!] ?? NOT_VALID),
  ],
  [
    /^Invalid option: expected one of (.+)$/,
    ([values]) => `इनमें से कोई एक होना चाहिए: ${values!.replace(/\|/g, ', ')}`,
  ],
  [/^Invalid discriminator value\. Expected (.+)$/, 'इनमें से कोई एक होना चाहिए: $1'],
  [/^Invalid input: expected (.+)$/, 'यहाँ $1 होना चाहिए'],
  [
    /^Too (?:big|small): expected \w+ to have (<=|<|>=|>|exactly )(\S+) (\w+)$/,
    ([comparison, limit, unit]) => sized(comparison!, limit!, unit!),
  ],
  [
    /^Too (?:big|small): expected \w+ to be (<=|<|>=|>|exactly )(\S+)$/,
    ([comparison, limit]) => sized(comparison!, limit!, ''),
  ],
  [/^Invalid string: must start with "(.*)"$/, 'यह "$1" से शुरू होना चाहिए'],
  [/^Invalid string: must end with "(.*)"$/, 'यह "$1" पर खत्म होना चाहिए'],
  [/^Invalid string: must include "(.*)"$/, 'इसमें "$1" होना चाहिए'],
  [/^Invalid string: must match pattern .*$/, 'इसका फ़ॉर्मेट सही नहीं है'],
  [/^Invalid number: must be a multiple of (\S+)$/, 'यह $1 के गुणज में होना चाहिए'],
  [/^Unrecognized keys?: (.+)$/, 'ये फ़ील्ड पहचाने नहीं गए: $1'],
  [/^Invalid key in \w+$/, 'किसी फ़ील्ड का नाम मान्य नहीं है'],
  [/^Invalid value in \w+$/, 'इसमें कोई वैल्यू मान्य नहीं है'],
  [/^Invalid input(?::.*)?$/, NOT_VALID],
  // Last: 'Invalid email address', 'Invalid UUID', ... (any other format: its name is zod's).
  [/^Invalid (.+)$/, ([format]) => FORMATS[format!] ?? 'इसका फ़ॉर्मेट सही नहीं है'],
]
