// Hindi for the messages of the plain rules that the web shows before sending anything
// (credentials.ts, the add-course rules of course.ts, the text any field takes of text-input.ts),
// keyed by the English message: the spec's wording is each message's id
// (docs/decisions/024-messages-in-the-request-language.md). The keys
// are built from the same constants as the rules, so a changed limit changes both; course-rules
// tests check that every message a rule can give has its Hindi. Only Hindi pages load this module
// (a chunk of its own, src/web/lib/rule-text.ts); the server's table includes it
// (src/server/http/messages-hi.ts).
import { RATING_MAX, RATING_MIN } from './constants'
import {
  CERTIFICATE_COST_MAX,
  CERTIFICATE_COST_MESSAGE,
  CERTIFICATE_COST_NEEDS,
  CERTIFICATE_MESSAGE,
  FORMAT_MESSAGE,
  HOURS_PER_WEEK_MAX,
  HOURS_PER_WEEK_MESSAGE,
  LAST_UPDATED_MESSAGE,
  LEVEL_MESSAGE,
  MODULE_LENGTH_MESSAGE,
  MODULE_MINUTES_MAX,
  MODULE_TITLE_MAX,
  MODULE_TITLE_MESSAGE,
  NEXT_START_MESSAGE,
  SYLLABUS_MODULES_MAX,
  SYLLABUS_TOO_MANY,
} from './course-facts'
import { COURSE_TEXT_LABELS, COURSE_TEXT_MAX } from './course'
import {
  ALERT_COURSE_FREE,
  ALERT_NOT_FOUND,
  ALERT_TARGET_MESSAGE,
  ALERT_TARGET_NOT_BELOW,
  ALERT_TOO_MANY,
  PRICE_ALERTS_MAX,
} from './price-alerts'
import {
  FOLLOW_EMPTY,
  FOLLOW_FREQUENCY_MESSAGE,
  FOLLOW_NOT_FOUND,
  FOLLOW_TOO_MANY,
  FOLLOWS_MAX,
} from './follows'
import {
  SOURCE_ADDRESS_MESSAGE,
  SOURCE_CATEGORY_MESSAGE,
  SOURCE_FEED_ONE_ADDRESS,
  SOURCE_INTERVAL_MESSAGE,
  SOURCE_KIND_MESSAGE,
  SOURCE_NAME_MAX,
  SOURCE_NAME_MESSAGE,
  SOURCE_NAME_TOO_LONG,
  SOURCE_PAGES_COUNT,
  SOURCE_PAGES_MAX,
  SOURCE_PAGES_REPEATED,
  SOURCE_PLATFORM_MESSAGE,
} from './catalogue-sources'
import {
  EXAM_BODY_MESSAGE,
  EXAM_CHANGED_SINCE,
  EXAM_LABEL_TOO_LONG,
  EXAM_NAME_MESSAGE,
  EXAM_NAME_TOO_LONG,
  EXAM_SEARCH_MAX,
  EXAM_SEARCH_MESSAGE,
  EXAM_SLUG_MESSAGE,
  EXAM_SLUG_TAKEN,
  EXAM_SOURCE_TOO_LONG,
  EXAM_STAGE_DAY_MESSAGE,
  EXAM_STAGE_END_MESSAGE,
  EXAM_STAGE_KIND_MESSAGE,
  EXAM_STAGE_UNKNOWN,
  EXAM_STAGES_TOO_MANY,
} from './exam-input'
import {
  COURSE_EXAMS_MAX,
  COURSE_EXAMS_MESSAGE,
  EXAM_LABEL_MAX,
  EXAM_NAME_MAX,
  EXAM_SLUG_MAX,
  EXAM_SOURCE_MAX,
  EXAM_STAGES_MAX,
} from './exams'
import {
  EMAIL_INVALID_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from './credentials'
import {
  TEXT_BROKEN_MESSAGE,
  TEXT_CONTROL_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_ONE_LINE_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from './text-input'

/** Each required text field: [its message when empty, when longer than `max` characters]. */
const TEXT_FIELDS: Record<keyof typeof COURSE_TEXT_LABELS, (max: number) => [string, string]> = {
  courseName: (max) => ['कोर्स का नाम ज़रूरी है', `कोर्स के नाम में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  duration: (max) => ['अवधि ज़रूरी है', `अवधि में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  validity: (max) => ['वैलिडिटी ज़रूरी है', `वैलिडिटी में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  certification: (max) => [
    'सर्टिफ़िकेट की जानकारी ज़रूरी है',
    `सर्टिफ़िकेट की जानकारी में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  ],
  instructor: (max) => [
    'इंस्ट्रक्टर का नाम ज़रूरी है',
    `इंस्ट्रक्टर के नाम में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  ],
  platform: (max) => ['प्लेटफ़ॉर्म ज़रूरी है', `प्लेटफ़ॉर्म में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  category: (max) => ['कैटेगरी ज़रूरी है', `कैटेगरी में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  description: (max) => ['विवरण ज़रूरी है', `विवरण में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
}

const textFieldMessages = Object.entries(COURSE_TEXT_LABELS).flatMap(([field, label]) => {
  const max = COURSE_TEXT_MAX[field as keyof typeof COURSE_TEXT_LABELS]
  const [required, tooLong] = TEXT_FIELDS[field as keyof typeof COURSE_TEXT_LABELS](max)
  return [
    [`${label} is required`, required],
    [`${label} must be at most ${max} characters`, tooLong],
  ]
})

/**
 * The optional language field, checked as zod checks a plain string (course.ts): its messages are
 * zod's own English, which any string field of the API gives too, so their Hindi names no field
 * (the form shows it beside the language field; the server's zod wording,
 * src/server/http/zod-messages-hi.ts, says the same).
 */
const languageMessages = [
  'undefined',
  'number',
  'boolean',
  'object',
  'bigint',
  'symbol',
  'function',
]
  .map((type) => [
    `Invalid input: expected string, received ${type}`,
    type === 'undefined' ? 'यह फ़ील्ड ज़रूरी है' : 'यहाँ टेक्स्ट होना चाहिए',
  ])
  .concat([
    [
      `Too big: expected string to have <=${COURSE_TEXT_MAX.language} characters`,
      `ज़्यादा से ज़्यादा ${COURSE_TEXT_MAX.language} अक्षर हो सकते हैं`,
    ],
  ])

export const hindiRuleMessages: Readonly<Record<string, string>> = {
  [EMAIL_INVALID_MESSAGE]: 'ईमेल आईडी मान्य नहीं है',
  [PASSWORD_RULE_MESSAGE]:
    'पासवर्ड में कम से कम 8 अक्षर होने चाहिए, जिनमें कैपिटल (बड़े) अक्षर, स्मॉल (छोटे) अक्षर, अंक और विशेष चिह्न शामिल हों',
  [PASSWORD_TOO_LONG_MESSAGE]: `पासवर्ड में ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षर हो सकते हैं`,
  'Enter a web address starting with http:// or https://':
    'http:// या https:// से शुरू होने वाला वेब पता डालें',
  [`Rating must be a number from ${RATING_MIN} to ${RATING_MAX}`]: `रेटिंग ${RATING_MIN} से ${RATING_MAX} तक की कोई संख्या होनी चाहिए`,
  'Rating goes in steps of 0.1': 'रेटिंग 0.1 के अंतर से दी जा सकती है',
  'Price must be a number': 'कीमत एक संख्या होनी चाहिए',
  'Price cannot be negative': 'कीमत शून्य से कम नहीं हो सकती',
  'Price is too large': 'कीमत बहुत ज़्यादा है',
  // The text any field takes (text-input.ts).
  [TEXT_CONTROL_MESSAGE]: 'इस टेक्स्ट में एक अदृश्य कंट्रोल कैरेक्टर है। उसे हटाकर फिर कोशिश करें।',
  [TEXT_BROKEN_MESSAGE]:
    'इस टेक्स्ट में एक टूटा हुआ कैरेक्टर है (किसी इमोजी या चिह्न का आधा हिस्सा)। उसे हटाकर फिर कोशिश करें।',
  [TEXT_ONE_LINE_MESSAGE]: 'यह एक ही लाइन में होना चाहिए: लाइन ब्रेक और टैब हटाएँ।',
  [TEXT_TOO_LONG_MESSAGE]: `टेक्स्ट बहुत लंबा है: ज़्यादा से ज़्यादा ${TEXT_MAX_LENGTH.toLocaleString('en-IN')} अक्षर हो सकते हैं।`,
  ...Object.fromEntries(textFieldMessages),
  ...Object.fromEntries(languageMessages),
  // The catalogue sources' form (catalogue-sources.ts).
  [SOURCE_NAME_MESSAGE]: 'सोर्स का नाम लिखें',
  [SOURCE_NAME_TOO_LONG]: `सोर्स के नाम में ज़्यादा से ज़्यादा ${SOURCE_NAME_MAX} अक्षर हो सकते हैं`,
  [SOURCE_KIND_MESSAGE]: 'फ़ीड या कोर्स पेज चुनें',
  [SOURCE_ADDRESS_MESSAGE]: 'हर लाइन में http:// या https:// से शुरू होने वाला वेब पता होना चाहिए',
  [SOURCE_FEED_ONE_ADDRESS]: 'फ़ीड का ठीक एक पता होता है',
  [SOURCE_PAGES_COUNT]: `1 से ${SOURCE_PAGES_MAX} तक कोर्स पेज लिखें, हर लाइन में एक`,
  [SOURCE_PAGES_REPEATED]: 'हर कोर्स पेज एक ही बार लिखें',
  [SOURCE_PLATFORM_MESSAGE]: 'वह प्लेटफ़ॉर्म लिखें जिस पर ये कोर्स हैं',
  [SOURCE_CATEGORY_MESSAGE]: 'पेजों के कोर्स की कैटेगरी लिखें',
  [SOURCE_INTERVAL_MESSAGE]: 'चुनें कि कितनी बार रिफ़्रेश करना है',
  // Price alerts (price-alerts.ts).
  [ALERT_TARGET_MESSAGE]: 'पूरे रुपयों में कीमत लिखें, 1 या उससे ज़्यादा',
  [ALERT_TARGET_NOT_BELOW]: 'अभी की कीमत से कम कीमत चुनें',
  [ALERT_COURSE_FREE]: 'यह कोर्स मुफ़्त है: इंतज़ार करने को कुछ नहीं है',
  [ALERT_TOO_MANY]: `आप ${PRICE_ALERTS_MAX} प्राइस अलर्ट रख सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।`,
  [ALERT_NOT_FOUND]: 'इस कोर्स पर आपका कोई प्राइस अलर्ट नहीं है।',
  // Follows (follows.ts).
  [FOLLOW_EMPTY]: 'चुनें कि क्या फ़ॉलो करना है: कोई खोज, कैटेगरी, प्लेटफ़ॉर्म या इंस्ट्रक्टर।',
  [FOLLOW_TOO_MANY]: `आप ${FOLLOWS_MAX} खोजें फ़ॉलो कर सकते हैं। नई जोड़ने के लिए कोई एक फ़ॉलो करना बंद करें।`,
  [FOLLOW_NOT_FOUND]: 'आप इसे फ़ॉलो नहीं करते।',
  [FOLLOW_FREQUENCY_MESSAGE]: 'चुनें कि कितनी बार बताएँ: तुरंत, रोज़ या हर हफ़्ते',
  // A moderator's exam (exam-input.ts).
  [EXAM_NAME_MESSAGE]: 'परीक्षा का नाम वैसा ही लिखें जैसा अधिसूचना में है।',
  [EXAM_NAME_TOO_LONG]: `नाम बहुत लंबा है: ज़्यादा से ज़्यादा ${EXAM_NAME_MAX} अक्षर।`,
  [EXAM_SLUG_MESSAGE]: `पता छोटे अक्षरों और अंकों से बना हो, “-” से जुड़ा, ज़्यादा से ज़्यादा ${EXAM_SLUG_MAX} अक्षर।`,
  [EXAM_SLUG_TAKEN]: 'यह पता किसी दूसरी परीक्षा का है।',
  [EXAM_BODY_MESSAGE]: 'भर्ती संस्था चुनें।',
  [EXAM_SEARCH_MESSAGE]: `वे शब्द लिखें जिनसे इसके कोर्स मिलते हैं (जैसे SSC CGL), ज़्यादा से ज़्यादा ${EXAM_SEARCH_MAX} अक्षर।`,
  [EXAM_SOURCE_TOO_LONG]: `तारीखों का स्रोत बहुत लंबा है: ज़्यादा से ज़्यादा ${EXAM_SOURCE_MAX} अक्षर।`,
  [EXAM_STAGES_TOO_MANY]: `एक परीक्षा के ज़्यादा से ज़्यादा ${EXAM_STAGES_MAX} चरण होते हैं।`,
  [EXAM_STAGE_KIND_MESSAGE]: 'चुनें कि यह चरण क्या है।',
  [EXAM_STAGE_DAY_MESSAGE]: '2000 और 2100 के बीच का कोई दिन लिखें।',
  [EXAM_STAGE_END_MESSAGE]: 'आखिरी दिन पहले दिन से पहले नहीं हो सकता।',
  [EXAM_LABEL_TOO_LONG]: `चरण का नाम बहुत लंबा है: ज़्यादा से ज़्यादा ${EXAM_LABEL_MAX} अक्षर।`,
  [EXAM_STAGE_UNKNOWN]: 'यह चरण इस परीक्षा का नहीं है: पेज फिर से लोड करें।',
  [EXAM_CHANGED_SINCE]:
    'आपके पेज खोलने के बाद किसी दूसरे मॉडरेटर ने यह परीक्षा बदली है। उनकी तारीखें देखने के लिए पेज फिर से लोड करें, फिर अपना बदलाव दोबारा करें।',
  // The facts that decide a course (course-facts.ts).
  [LEVEL_MESSAGE]: 'स्तर चुनें: शुरुआती, मध्यम, एडवांस या हर स्तर के लिए।',
  [FORMAT_MESSAGE]: 'तरीका चुनें: रिकॉर्ड किया हुआ, लाइव, बैच या दोनों।',
  [CERTIFICATE_MESSAGE]: 'सर्टिफ़िकेट चुनें: नहीं, कोर्स पूरा करने का, अंकों के साथ या परीक्षा के बाद।',
  [HOURS_PER_WEEK_MESSAGE]: `हर हफ़्ते के घंटे 0.5 से ${HOURS_PER_WEEK_MAX} तक लिखें, आधे घंटे के अंतर से।`,
  [LAST_UPDATED_MESSAGE]: 'आख़िरी अपडेट का महीना लिखें (YYYY-MM), 2000 से इस महीने तक।',
  [NEXT_START_MESSAGE]: 'अगली शुरुआत की तारीख़ लिखें (YYYY-MM-DD) या ‘अपनी रफ़्तार से’ चुनें।',
  [CERTIFICATE_COST_MESSAGE]: `सर्टिफ़िकेट की कीमत पूरे रुपयों में लिखें, 0 से ${CERTIFICATE_COST_MAX.toLocaleString('en-IN')} तक।`,
  [CERTIFICATE_COST_NEEDS]: 'सर्टिफ़िकेट की कीमत तभी लिखें जब कोर्स में सर्टिफ़िकेट मिलता हो।',
  [SYLLABUS_TOO_MANY]: `सिलेबस में ज़्यादा से ज़्यादा ${SYLLABUS_MODULES_MAX} मॉड्यूल हो सकते हैं।`,
  [MODULE_TITLE_MESSAGE]: `हर मॉड्यूल का नाम लिखें, ज़्यादा से ज़्यादा ${MODULE_TITLE_MAX} अक्षर।`,
  [MODULE_LENGTH_MESSAGE]: `मॉड्यूल की अवधि मिनट या घंटों में लिखें, जैसे 90 min या 1 h 30 min, ज़्यादा से ज़्यादा ${MODULE_MINUTES_MAX / 60} घंटे।`,
  [COURSE_EXAMS_MESSAGE]: `ज़्यादा से ज़्यादा ${COURSE_EXAMS_MAX} परीक्षाएं चुनें, हर एक उसके पते से (जैसे ssc-cgl-2026)।`,
}
