// The server's messages in Hindi (docs/decisions/024-messages-in-the-request-language.md). Code
// throws and schemas state the English message, the spec's wording, which is also the message's id;
// the error handler (./errors.ts) answers a request in its language by looking the English up here.
// Keys come from the same constants as the messages where there are any, so a changed limit changes
// both; messages-hi.test.ts fails when a message the server can send has no Hindi. Three groups have
// files of their own, gathered here: Fastify's and its plugins' answers to malformed requests
// (./framework-messages-hi.ts), zod's own wording (./zod-messages-hi.ts) and the catalogue import's
// findings (./import-messages-hi.ts).
//
// Conventions are the Hindi catalogue's (src/web/lib/i18n/messages/hi/index.ts): Devanagari, आप,
// loanwords as Hindi sites write them (ईमेल, पासवर्ड, कोर्स, रिव्यू, पोस्ट, कमेंट, लॉग इन), । at
// the end of a sentence where the English has a full stop.
import { CURSOR_MESSAGE } from '../../domain/paging-cursor'
import {
  SOURCE_CHANGE_EMPTY,
  SOURCE_NOT_FOUND,
  SOURCE_PAUSED,
} from '../../domain/catalogue-sources'
import { ALERT_LINK_INVALID, ALERT_STOPPED, ALERTS_STOPPED } from '../../domain/price-alerts'
import { FOLLOW_STOPPED, FOLLOWS_STOPPED } from '../../domain/follows'
import {
  EXAM_ALL_REMINDERS_STOPPED,
  EXAM_CALENDAR_INVALID,
  EXAM_FOLLOWS_MAX,
  EXAM_FOLLOWS_TOO_MANY,
  EXAM_NOT_FOLLOWED,
  EXAM_REMINDERS_STOPPED,
} from '../../domain/exams'
import { MODERATION_REASON_MAX } from '../../domain/schemas/site'
import * as reviewInput from '../../domain/schemas/review'
import { SUSPENDED_MESSAGE, TOGGLE_RATE_LIMITED } from '../../domain/account'
import {
  ACCOUNT_LOCKED_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  DELETED_USER_NAME,
  DUPLICATE_ACCOUNT_MESSAGE,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_CHANGED,
  PASSWORD_CHECKS_THROTTLED_MESSAGE,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_THROTTLED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  SIGN_UP_THROTTLED_MESSAGE,
  VERIFICATION_SENT,
  VERIFICATION_SENT_IF_ANY,
  VERIFICATION_THROTTLED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../domain/account'
import { messages as community } from '../../domain/community-rules'
import { EDIT_WINDOW_MESSAGE, EDIT_WINDOW_MINUTES } from '../../domain/age'
import { COMMENT_MAX, MAX_TAGS, TAG_MAX_LENGTH, POST_BODY_MAX } from '../../domain/community-rules'
import { POST_SORTS, POST_TITLE_MAX } from '../../domain/community-rules'
import {
  COURSE_SORTS,
  PRICE_DROP_WINDOWS,
  COURSE_TRACKS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from '../../domain/constants'
import { PRICE_BANDS } from '../../domain/constants'
import {
  COURSE_ADDED,
  PENDING_SUBMISSIONS_MAX,
  PENDING_SUBMISSIONS_MESSAGE,
  REJECTION_REASON_MESSAGE,
  SUBMISSION_NOT_PENDING,
} from '../../domain/course'
import { DISPLAY_NAME_MAX_LENGTH } from '../../domain/credentials'
import { LANGUAGE_INVALID_MESSAGE, LANGUAGES, type Language } from '../../domain/languages'
import {
  AI_UNAVAILABLE_MESSAGE,
  MAX_COMPARED_COURSES,
  PROFILE_FIELD_MAX,
  SELECT_AT_LEAST_ONE,
} from '../../domain/recommendation'
import * as review from '../../domain/review'
import * as reports from '../../domain/reports'
import { FEEDBACK_ANSWER_UNKNOWN } from '../../domain/schemas/recommendation'
import { hindiRuleMessages } from '../../domain/rule-messages-hi'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SENT,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_TOKEN_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
  SUBSCRIBED,
} from '../../domain/site'
import { ODD_PATH_MESSAGE } from './dot-segments'
import { frameworkMessages, frameworkPatterns } from './framework-messages-hi'
import { importFindingMessages, importFindingPatterns } from './import-messages-hi'
import { zodHindiPatterns, type HindiPattern } from './zod-messages-hi'
import { MAX_NESTING, TOO_DEEP_MESSAGE } from '../../domain/text-input'
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '../../domain/idempotency'

const grouped = (n: number) => n.toLocaleString('en-IN')

/** `Sort must be one of a, b, c` and the like: the values stay as the API spells them. */
const oneOf = (label: string, hindi: string, values: readonly string[]) => [
  `${label} must be one of ${values.join(', ')}`,
  `${hindi} इनमें से एक होना चाहिए: ${values.join(', ')}`,
]

export const hindiMessages: Readonly<Record<string, string>> = {
  ...hindiRuleMessages,
  ...frameworkMessages,

  // The error handler's own (./errors.ts) and better-auth's relay.
  'Not valid': 'मान्य नहीं है',
  'The request is not valid': 'अनुरोध मान्य नहीं है',
  'Something went wrong on our side. Please try again.':
    'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The request could not be completed.': 'अनुरोध पूरा नहीं हो सका।',
  // A path with dot segments (./dot-segments.ts).
  [ODD_PATH_MESSAGE]: 'यह पता मान्य नहीं है।',

  // Who is asking (src/server/auth/sessions.ts) and accounts (src/domain/account.ts).
  'Please sign in first.': 'कृपया पहले लॉग इन करें।',
  // better-auth's answer on its own endpoints to a request without a session.
  Unauthorized: 'कृपया पहले लॉग इन करें।',
  [LANGUAGE_INVALID_MESSAGE]: `भाषा इनमें से एक होनी चाहिए: ${LANGUAGES.join(', ')}`,
  'Only administrators can do that.': 'यह सिर्फ़ एडमिन कर सकते हैं।',
  'Only moderators can do that.': 'यह सिर्फ़ मॉडरेटर कर सकते हैं।',
  'No account uses that email address.': 'इस ईमेल पते से कोई अकाउंट नहीं है।',
  'Administrators already moderate; they are set by ADMIN_EMAILS.':
    'एडमिन पहले से मॉडरेट करते हैं; उन्हें ADMIN_EMAILS तय करता है।',
  'That member is not a moderator.': 'यह मेंबर मॉडरेटर नहीं है।',
  'Administrators cannot be suspended.': 'एडमिन को सस्पेंड नहीं किया जा सकता।',
  'Only administrators can suspend a moderator.': 'मॉडरेटर को सिर्फ़ एडमिन सस्पेंड कर सकते हैं।',
  'That suspension is not in force.': 'यह सस्पेंशन लागू नहीं है।',
  'Nobody can lift their own suspension.': 'कोई भी अपना सस्पेंशन खुद नहीं हटा सकता।',
  "Only administrators can lift a moderator's suspension.": 'मॉडरेटर का सस्पेंशन सिर्फ़ एडमिन हटा सकते हैं।',
  [PENDING_SUBMISSIONS_MESSAGE]: `आपके ${PENDING_SUBMISSIONS_MAX} कोर्स समीक्षा का इंतज़ार कर रहे हैं। कृपया तब तक रुकें जब तक कोई मॉडरेटर उन्हें देख न ले।`,
  [SUBMISSION_NOT_PENDING]: 'यह कोर्स अब समीक्षा का इंतज़ार नहीं कर रहा है।',
  [REJECTION_REASON_MESSAGE]: 'बताएँ कि कोर्स क्यों स्वीकार नहीं किया गया।',
  'Submission id is not valid': 'सबमिशन की ID मान्य नहीं है',
  'Nothing waits in the queue for that item.': 'इस आइटम के लिए कतार में कुछ बाकी नहीं है।',
  'Give a reason for the suspension.': 'सस्पेंशन की वजह लिखें।',
  'Choose how long the suspension lasts.': 'चुनें कि सस्पेंशन कितने समय का है।',
  [SUSPENDED_MESSAGE]:
    'आपका अकाउंट सस्पेंड है: आप पढ़ सकते हैं, पर पोस्ट, कमेंट, वोट, रिव्यू या रिपोर्ट नहीं कर सकते।',
  'The reason must be text.': 'वजह टेक्स्ट में होनी चाहिए।',
  [`A reason can be at most ${MODERATION_REASON_MAX} characters.`]: `वजह में ज़्यादा से ज़्यादा ${MODERATION_REASON_MAX} अक्षर हो सकते हैं।`,
  'This request did not come from this site, so it was refused.':
    'यह अनुरोध इस साइट से नहीं आया, इसलिए इसे अस्वीकार किया गया।',
  // The Idempotency-Key header (./idempotency.ts).
  [IDEMPOTENCY_KEY_MESSAGE]: `Idempotency-Key हेडर में 1 से ${IDEMPOTENCY_KEY_MAX_LENGTH} तक छापे जा सकने वाले ASCII अक्षर होने चाहिए, सीधे या दोहरे उद्धरण चिह्नों में।`,
  [IDEMPOTENCY_KEY_REUSED_MESSAGE]: 'यह अनुरोध पहले ही अलग सामग्री के साथ भेजा जा चुका है।',
  [INVALID_CREDENTIALS_MESSAGE]: 'ईमेल या पासवर्ड गलत है',
  [DUPLICATE_ACCOUNT_MESSAGE]: 'इस ईमेल से एक अकाउंट पहले से बना है। उसी से लॉग इन करें।',
  [COMMON_PASSWORD_MESSAGE]:
    'यह पासवर्ड सबसे आम पासवर्ड में से एक है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा चुनें।',
  [SIGN_IN_THROTTLED_MESSAGE]:
    'लॉग इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया 15 मिनट रुककर फिर कोशिश करें।',
  [SIGN_UP_THROTTLED_MESSAGE]: 'इस नेटवर्क से बहुत ज़्यादा अकाउंट बनाए गए हैं। कृपया बाद में फिर कोशिश करें।',
  [`Full Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`]: `पूरे नाम में ज़्यादा से ज़्यादा ${DISPLAY_NAME_MAX_LENGTH} अक्षर हो सकते हैं`,
  'Enter your password': 'अपना पासवर्ड डालें',
  [ACCOUNT_LOCKED_MESSAGE]:
    'इस अकाउंट में लॉग इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया एक घंटा रुकें, या अभी लॉग इन करने के लिए अपना पासवर्ड रीसेट करें।',

  // Getting back in and confirming the address (src/domain/account.ts).
  [PASSWORD_RESET_REQUESTED]:
    'अगर इस ईमेल पते से कोई अकाउंट बना है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। अपना इनबॉक्स और स्पैम फ़ोल्डर देखें: लिंक एक घंटे तक काम करेगा।',
  [PASSWORD_RESET_THROTTLED_MESSAGE]:
    'इस नेटवर्क से पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध आए हैं। कृपया एक घंटा रुककर फिर कोशिश करें।',
  [RESET_LINK_INVALID_MESSAGE]:
    'इस लिंक की समय-सीमा खत्म हो चुकी है या इसका इस्तेमाल पहले ही हो चुका है। नया लिंक मंगवाएं।',
  [PASSWORD_CHANGED]: 'आपका पासवर्ड बदल दिया गया है। बाकी सभी डिवाइस से लॉग आउट कर दिया गया है।',
  [EMAIL_VERIFIED]: 'आपका ईमेल पता कन्फ़र्म हो गया है। धन्यवाद!',
  [VERIFY_LINK_INVALID_MESSAGE]:
    'इस कन्फ़र्मेशन लिंक की समय-सीमा खत्म हो चुकी है या यह सही नहीं है। नया लिंक मंगवाएं।',
  [VERIFICATION_SENT]: 'नया लिंक भेज दिया गया है। अपना इनबॉक्स और स्पैम फ़ोल्डर देखें।',
  [VERIFICATION_SENT_IF_ANY]:
    'अगर यह ईमेल पता किसी ऐसे अकाउंट का है जिसका कन्फ़र्मेशन बाकी है, तो उस पर नया लिंक भेज दिया गया है। अपना इनबॉक्स और स्पैम फ़ोल्डर देखें।',
  [EMAIL_ALREADY_VERIFIED_MESSAGE]: 'आपका ईमेल पता पहले से कन्फ़र्म है।',
  [VERIFICATION_THROTTLED_MESSAGE]: 'आप पहले ही कई लिंक मंगवा चुके हैं। कृपया एक घंटा रुककर फिर कोशिश करें।',

  // The account page (src/domain/account.ts, src/server/features/account).
  [WRONG_PASSWORD_MESSAGE]: 'यह आपका मौजूदा पासवर्ड नहीं है।',
  [PASSWORD_CHECKS_THROTTLED_MESSAGE]:
    'बहुत बार गलत पासवर्ड डाला गया। कृपया 15 मिनट रुककर फिर कोशिश करें।',
  [SESSION_NOT_FOUND_MESSAGE]: 'यह सेशन अब लॉग इन नहीं है।',
  'Session id is not valid': 'सेशन की ID मान्य नहीं है',
  'removeContributions must be true or false':
    'removeContributions की वैल्यू true या false होनी चाहिए',
  // An author's name, not an error: the web words it from its own catalogue.
  [DELETED_USER_NAME]: 'हटाया गया यूज़र',

  // Courses, their lists and the library.
  [COURSE_ADDED]: 'कोर्स सफलतापूर्वक जोड़ दिया गया',
  'Course not found!': 'कोर्स नहीं मिला!',
  'Exam not found': 'परीक्षा नहीं मिली',
  'Course id is not valid': 'कोर्स की ID मान्य नहीं है',
  [`Filters must be at most 50 characters`]: 'फ़िल्टर में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  [`Filters must be at most 100 characters`]: 'फ़िल्टर में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  [`Filters must be at most ${MAX_SEARCH_LENGTH} characters`]: `फ़िल्टर में ज़्यादा से ज़्यादा ${MAX_SEARCH_LENGTH} अक्षर हो सकते हैं`,
  [`Search must be at most ${MAX_SEARCH_LENGTH} characters`]: `खोज में ज़्यादा से ज़्यादा ${MAX_SEARCH_LENGTH} अक्षर हो सकते हैं`,
  [`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`]: `पेज का साइज़ 1 से ${MAX_PAGE_SIZE} तक की कोई पूर्ण संख्या होनी चाहिए`,
  'Page must be a whole number from 1': 'पेज 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए',
  'Page is too large': 'पेज की संख्या बहुत बड़ी है',
  ...Object.fromEntries([
    oneOf('Price', 'कीमत', PRICE_BANDS),
    oneOf('Track', 'ट्रैक', COURSE_TRACKS),
    oneOf('Sort', 'सॉर्ट', COURSE_SORTS),
    oneOf('Drop', 'कीमत में गिरावट', PRICE_DROP_WINDOWS),
    oneOf('Sort', 'सॉर्ट', POST_SORTS),
    oneOf('Sort', 'सॉर्ट', review.REVIEW_SORTS),
  ]),

  // Reviews (src/domain/review.ts and their routes).
  [review.REVIEW_LOGIN_REQUIRED]: 'रिव्यू सबमिट करने के लिए कृपया लॉग इन करें।',
  [review.REVIEW_SUBMITTED]: 'रिव्यू सबमिट हो गया।',
  [review.REVIEW_FAILED]: 'रिव्यू सबमिट नहीं हो सका। कृपया फिर कोशिश करें।',
  [review.REVIEWS_LOADING]: 'रिव्यू लोड हो रहे हैं...',
  [review.REVIEWS_EMPTY]: 'अभी कोई रिव्यू नहीं है। इस कोर्स का रिव्यू करने वाले पहले व्यक्ति बनें!',
  [review.REVIEWS_FETCH_FAILED]: 'रिव्यू नहीं मिल सके, कृपया बाद में फिर कोशिश करें।',
  [review.REVIEW_TOO_LONG]: `रिव्यू में ज़्यादा से ज़्यादा ${grouped(review.REVIEW_MAX_LENGTH)} अक्षर हो सकते हैं।`,
  [review.REVIEW_EDIT_WINDOW_MESSAGE]: `रिव्यू लिखने के ${EDIT_WINDOW_MINUTES} मिनट तक बदले जा सकते हैं। नया रिव्यू लिखने के लिए अपना रिव्यू हटाएँ।`,
  [reports.REPORT_REASON_MESSAGE]: 'कोई वजह चुनें: स्पैम, अपमानजनक, विषय से हटकर या कुछ और।',
  [reports.REPORT_DETAIL_MESSAGE]: 'कुछ शब्दों में बताएँ कि इसमें क्या गलत है।',
  [reports.REPORT_DETAIL_TOO_LONG]: `वजह में ज़्यादा से ज़्यादा ${reports.REPORT_DETAIL_MAX} अक्षर हो सकते हैं।`,
  'Type must be review, post or comment': 'टाइप review, post या comment होना चाहिए',
  'Id is not valid': 'ID मान्य नहीं है',
  [review.REVIEW_RATE_LIMITED]: 'आप बहुत जल्दी-जल्दी रिव्यू लिख रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  'Review id is not valid': 'रिव्यू की ID मान्य नहीं है',
  'Review not found.': 'रिव्यू नहीं मिला।',
  'You can only edit your own review.': 'आप सिर्फ़ अपना रिव्यू बदल सकते हैं।',
  'You can only delete your own review.': 'आप सिर्फ़ अपना रिव्यू हटा सकते हैं।',
  'Write something before submitting.': 'सबमिट करने से पहले कुछ लिखें।',
  [reviewInput.REVIEW_STARS_MESSAGE]: 'रेटिंग 1 से 5 तक पूरे स्टार में होनी चाहिए',
  [reviewInput.REVIEW_ASPECT_MESSAGE]: 'हर पहलू की रेटिंग 1 से 5 तक पूरे स्टार में होनी चाहिए',
  [reviewInput.REVIEW_COMPLETION_MESSAGE]: 'कोर्स की स्थिति completed, taking या dropped होनी चाहिए',
  [reviewInput.REVIEW_PROGRESS_MESSAGE]: 'आप कितना कर पाए, यह 0 से 100 तक का पूरा प्रतिशत होना चाहिए',
  [reviewInput.REVIEW_PROGRESS_ONLY_DROPPED]:
    'कितना कर पाए, यह सिर्फ़ तब बताएँ जब आपने कोर्स बीच में छोड़ा हो।',
  [reviewInput.REVIEW_TAKEN_MESSAGE]: `कोर्स कब किया, यह ${review.REVIEW_FIRST_YEAR} से इस महीने तक का कोई महीना (YYYY-MM) होना चाहिए`,
  [reviewInput.BURST_THROUGH_MESSAGE]: 'समय बाढ़ के आख़िरी रिव्यू का समय होना चाहिए',
  [reviewInput.REVIEW_PRICE_PAID_MESSAGE]: `आपने जो कीमत दी, वह 0 से ${grouped(review.REVIEW_PRICE_PAID_MAX)} तक के पूरे रुपये होनी चाहिए`,
  'Stars must be a number from 1 to 5': 'स्टार 1 से 5 तक की कोई संख्या होनी चाहिए',
  'completed must be true': 'completed की वैल्यू true होनी चाहिए',
  'recent must be true': 'recent की वैल्यू true होनी चाहिए',
  'hidden must be true or false': 'hidden की वैल्यू true या false होनी चाहिए',
  'isBestseller must be true or false': 'isBestseller की वैल्यू true या false होनी चाहिए',

  // The community board (src/domain/community-rules.ts and its routes).
  [community.postLoginRequired]: 'पोस्ट लिखने के लिए कृपया लॉग इन करें।',
  [community.fillAllFields]: 'कृपया सभी फ़ील्ड भरें।',
  [community.postCreated]: 'पोस्ट पब्लिश हो गई!',
  [community.postFailed]: 'पोस्ट नहीं हो सकी। कृपया फिर कोशिश करें।',
  [community.voteLoginRequired]: 'वोट करने के लिए कृपया लॉग इन करें।',
  [community.commentLoginRequired]: 'कमेंट करने के लिए कृपया लॉग इन करें।',
  [community.voteFailed]: 'आपका वोट दर्ज नहीं हो सका।',
  [community.commentFailed]: 'आपका कमेंट सबमिट नहीं हो सका। कृपया फिर कोशिश करें।',
  [community.imageFailed]: 'इमेज अपलोड नहीं हो सकी। कृपया फिर कोशिश करें।',
  [community.postsFetchFailed]: 'पोस्ट नहीं मिल सकीं। कृपया बाद में फिर कोशिश करें।',
  [community.noPosts]: 'कोई पोस्ट नहीं है',
  [community.noComments]: 'अभी कोई कमेंट नहीं है।',
  [`A title can be at most ${grouped(POST_TITLE_MAX)} characters.`]: `टाइटल में ज़्यादा से ज़्यादा ${grouped(POST_TITLE_MAX)} अक्षर हो सकते हैं।`,
  [`A post can be at most ${grouped(POST_BODY_MAX)} characters.`]: `पोस्ट में ज़्यादा से ज़्यादा ${grouped(POST_BODY_MAX)} अक्षर हो सकते हैं।`,
  [`A tag can be at most ${TAG_MAX_LENGTH} characters.`]: `टैग में ज़्यादा से ज़्यादा ${TAG_MAX_LENGTH} अक्षर हो सकते हैं।`,
  [`A post can have at most ${MAX_TAGS} tags.`]: `एक पोस्ट में ज़्यादा से ज़्यादा ${MAX_TAGS} टैग हो सकते हैं।`,
  'Write a comment first.': 'पहले कमेंट लिखें।',
  [`A comment can be at most ${grouped(COMMENT_MAX)} characters.`]: `कमेंट में ज़्यादा से ज़्यादा ${grouped(COMMENT_MAX)} अक्षर हो सकते हैं।`,
  'direction must be "up", "down" or "none"': 'direction "up", "down" या "none" होना चाहिए',
  'The tag filter can be at most 500 characters.': 'टैग फ़िल्टर में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं।',
  'Post id is not valid': 'पोस्ट की ID मान्य नहीं है',
  'Comment id is not valid': 'कमेंट की ID मान्य नहीं है',
  'Post not found.': 'पोस्ट नहीं मिली।',
  'Comment not found.': 'कमेंट नहीं मिला।',
  'You can only edit your own post.': 'आप सिर्फ़ अपनी पोस्ट बदल सकते हैं।',
  'You can only edit your own comment.': 'आप सिर्फ़ अपना कमेंट बदल सकते हैं।',
  [EDIT_WINDOW_MESSAGE]: `पोस्ट और कमेंट लिखने के ${EDIT_WINDOW_MINUTES} मिनट तक बदले जा सकते हैं।`,
  [CURSOR_MESSAGE]: 'यह सूची लोड होने के बाद बदल गई है। कृपया इसे फिर से लोड करें।',
  'You can only delete your own post.': 'आप सिर्फ़ अपनी पोस्ट हटा सकते हैं।',
  'You can only delete your own comment.': 'आप सिर्फ़ अपना कमेंट हटा सकते हैं।',
  'You are posting too quickly. Please wait a minute and try again.':
    'आप बहुत जल्दी-जल्दी पोस्ट कर रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  [TOGGLE_RATE_LIMITED]: 'आप बहुत जल्दी-जल्दी बदलाव कर रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',

  // Live updates (src/server/features/live-events/events-routes.ts).
  'Too many pages with live updates are open from your network. Close some tabs, or try again in a minute.':
    'आपके नेटवर्क से लाइव अपडेट वाले बहुत ज़्यादा पेज खुले हैं। कुछ टैब बंद करें, या एक मिनट बाद फिर कोशिश करें।',
  'Live updates are busy right now. Please try again in a minute.':
    'लाइव अपडेट अभी व्यस्त हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  'The image is larger than 5 MB.': 'इमेज 5 MB से बड़ी है।',
  'The file is not a picture.': 'यह फ़ाइल कोई तस्वीर नहीं है।',
  'The file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).':
    'यह फ़ाइल ऐसी तस्वीर नहीं है जिसे हम पढ़ सकें (JPEG, PNG, WebP, GIF या AVIF)।',
  'The image is larger than 25 megapixels.': 'इमेज 25 मेगापिक्सल से बड़ी है।',
  'No such image.': 'ऐसी कोई इमेज नहीं है।',

  // Comparison and recommendation (src/domain/recommendation.ts and its routes).
  [SELECT_AT_LEAST_ONE]: 'आगे बढ़ने के लिए कम से कम एक कोर्स चुनें!',
  [AI_UNAVAILABLE_MESSAGE]:
    'AI मॉडल कभी-कभी क्रैश हो जाता है या उस पर ज़्यादा लोड होता है। कृपया पेज रीफ़्रेश करके फिर कोशिश करें।',
  [`Compare at most ${MAX_COMPARED_COURSES} courses at a time.`]: `एक बार में ज़्यादा से ज़्यादा ${MAX_COMPARED_COURSES} कोर्स की तुलना करें।`,
  [`Expertise can be at most ${PROFILE_FIELD_MAX} characters.`]: `अनुभव में ज़्यादा से ज़्यादा ${PROFILE_FIELD_MAX} अक्षर हो सकते हैं।`,
  [`Learning style can be at most ${PROFILE_FIELD_MAX} characters.`]: `सीखने के तरीके में ज़्यादा से ज़्यादा ${PROFILE_FIELD_MAX} अक्षर हो सकते हैं।`,
  [`Goals can be at most ${PROFILE_FIELD_MAX} characters.`]: `लक्ष्यों में ज़्यादा से ज़्यादा ${PROFILE_FIELD_MAX} अक्षर हो सकते हैं।`,
  [FEEDBACK_ANSWER_UNKNOWN]: 'यह सुझाव पहचाना नहीं गया। कृपया फिर से पूछें।',
  'helpful must be true or false': 'helpful true या false होना चाहिए',
  'One of the selected courses no longer exists.': 'चुने गए कोर्स में से एक अब मौजूद नहीं है।',
  'Too many recommendations asked for. Please wait a minute.':
    'बहुत ज़्यादा सुझाव मांगे गए हैं। कृपया एक मिनट रुकें।',

  // Contact and newsletter (src/domain/site.ts and its routes).
  [CONTACT_SENT]: 'आपका मैसेज भेज दिया गया है!',
  [SUBSCRIBED]: 'सब्सक्राइब हो गया! नए कोर्स और पढ़ाई के टिप्स के लिए अपना इनबॉक्स देखते रहें।',
  [NEWSLETTER_CONFIRMED]: 'आपका सब्सक्रिप्शन कन्फ़र्म हो गया है। आपका स्वागत है!',
  [NEWSLETTER_LINK_INVALID]:
    'यह लिंक अब काम नहीं करता। नया लिंक पाने के लिए किसी भी पेज के नीचे से फिर से सब्सक्राइब करें।',
  [NEWSLETTER_UNSUBSCRIBED]: 'आप अनसब्सक्राइब हो गए हैं। अब हम आपको न्यूज़लेटर नहीं भेजेंगे।',
  [NEWSLETTER_TOKEN_INVALID]: 'न्यूज़लेटर का यह लिंक अधूरा है।',
  'Name is required': 'नाम ज़रूरी है',
  'Message is required': 'मैसेज ज़रूरी है',
  'Name can be at most 100 characters.': 'नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
  [`Message can be at most ${grouped(CONTACT_MESSAGE_MAX)} characters.`]: `मैसेज में ज़्यादा से ज़्यादा ${grouped(CONTACT_MESSAGE_MAX)} अक्षर हो सकते हैं।`,
  'Too many requests. Please wait a minute and try again.':
    'बहुत ज़्यादा अनुरोध। कृपया एक मिनट रुककर फिर कोशिश करें।',

  // The administrators' catalogue import: the upload, and the import's findings (./import-messages-hi.ts).
  'Send the catalogue as multipart/form-data with the file in a field named file.':
    'कैटलॉग को multipart/form-data के रूप में भेजें, फ़ाइल को file नाम के फ़ील्ड में रखकर।',
  'Choose a .csv or .jsonl file to import.': 'इंपोर्ट करने के लिए .csv या .jsonl फ़ाइल चुनें।',
  ...importFindingMessages,
  // Price alerts' stop links (the form's messages are in src/domain/rule-messages-hi.ts).
  [ALERT_STOPPED]: 'हो गया: यह प्राइस अलर्ट बंद कर दिया गया है।',
  [ALERTS_STOPPED]: 'हो गया: आपके सभी प्राइस अलर्ट बंद कर दिए गए हैं।',
  [ALERT_LINK_INVALID]: 'यह लिंक अधूरा है। इसे ईमेल से फिर से खोलें।',
  // Follows' stop links (the form's messages are in src/domain/rule-messages-hi.ts).
  [FOLLOW_STOPPED]: 'हो गया: अब आप इसे फ़ॉलो नहीं करते।',
  [FOLLOWS_STOPPED]: 'हो गया: अब आप कुछ भी फ़ॉलो नहीं करते।',
  'Follow id is not valid': 'फ़ॉलो की ID मान्य नहीं है',
  // Followed exams: their reminders' stop links, and the member's calendar (docs/product.md#exam-reminders).
  [EXAM_FOLLOWS_TOO_MANY]: `आप ${EXAM_FOLLOWS_MAX} परीक्षाएं फ़ॉलो कर सकते हैं। नई जोड़ने के लिए किसी एक को फ़ॉलो करना बंद करें।`,
  [EXAM_NOT_FOLLOWED]: 'आप यह परीक्षा फ़ॉलो नहीं करते।',
  [EXAM_REMINDERS_STOPPED]: 'हो गया: इस परीक्षा के रिमाइंडर अब नहीं आएंगे।',
  [EXAM_ALL_REMINDERS_STOPPED]: 'हो गया: परीक्षाओं के रिमाइंडर अब नहीं आएंगे।',
  [EXAM_CALENDAR_INVALID]: 'यह कैलेंडर पता अब मान्य नहीं है। नया पता My Courses से कॉपी करें।',
  'CourseCompass: my exams': 'CourseCompass: मेरी परीक्षाएं',
  // Catalogue sources (the form's own messages are in src/domain/rule-messages-hi.ts).
  [SOURCE_NOT_FOUND]: 'यह सोर्स अब मौजूद नहीं है।',
  [SOURCE_CHANGE_EMPTY]: 'सोर्स भेजें, या यह कि वह चालू है या नहीं',
  [SOURCE_PAUSED]: 'इसे रिफ़्रेश करने के लिए पहले सोर्स को फिर से चालू करें।',
  [TOO_DEEP_MESSAGE]: `अनुरोध में बहुत ज़्यादा परतें हैं: ज़्यादा से ज़्यादा ${MAX_NESTING}।`,
  // A form (multipart) that cannot be read (./multipart.ts).
  'The form data could not be read: it is cut short or not valid multipart/form-data.':
    'फ़ॉर्म का डेटा पढ़ा नहीं जा सका: यह अधूरा है या मान्य multipart/form-data नहीं है।',
}

/** Messages with a part that varies: the part is carried over as it is. */
export const hindiPatterns: readonly HindiPattern[] = [
  [/^There is no (\S+) (\S+) in this API\.$/, 'इस API में $1 $2 नहीं है।'],
  [
    /^The file is larger than (\d+) MB\. Split it, or import it on the server with npm run catalogue:import\.$/,
    'फ़ाइल $1 MB से बड़ी है। इसे हिस्सों में बांटें, या सर्वर पर npm run catalogue:import से इंपोर्ट करें।',
  ],
  ...importFindingPatterns,
  ...frameworkPatterns,
  // better-auth's check of a body on its own endpoints (change-password, update-user, ...): each
  // field as it names it, with zod's message, which is worded as zod's is below.
  [
    /^(\[[^\]]+\] [\s\S]+)$/,
    ([text = '']) =>
      text
        .split(/; (?=\[)/)
        .map(betterAuthIssue)
        .join('; '),
  ],
  // zod's own messages, where a schema states none (a body that is not an object, a missing field).
  ...zodHindiPatterns,
]

/** '[body.newPassword] Invalid input: ...': the field as better-auth names it, zod's message in Hindi. */
function betterAuthIssue(issue: string): string {
  const [, field, message = ''] = /^(\[[^\]]+\]) ([\s\S]*)$/.exec(issue) ?? []
  return field ? `${field} ${messageIn('hi', message)}` : issue
}

/** The message in `language`; English, or a message without an entry, as it is. */
export function messageIn(language: Language, english: string): string {
  if (language !== 'hi') return english
  const exact = hindiMessages[english]
  if (exact !== undefined) return exact
  for (const [pattern, hindi] of hindiPatterns) {
    const match = pattern.exec(english)
    if (!match) continue
    return typeof hindi === 'string' ? english.replace(pattern, hindi) : hindi(match.slice(1))
  }
  return english
}
