// The Hindi translation of ../en/exams.ts (conventions in ./index.ts).
import { EXAM_STAGE_NAMES } from '../../../../../domain/exam-stage-names'
import { EXAM_STATUS_BADGES } from '../../../../../domain/exam-status-names'
import type { exams as english } from '../en/exams'
import type { Catalogue } from '../catalogue'

export const exams = {
  listTitle: 'सरकारी परीक्षाओं की तारीखें',
  listIntro:
    'SSC, UPSC, बैंकिंग, रेलवे और राज्य परीक्षाओं के लिए कब आवेदन करें और कब परीक्षा दें, साथ में उनकी तैयारी के कोर्स।',
  filters: 'परीक्षाएं फ़िल्टर करें',
  bodyLabel: 'भर्ती संस्था',
  statusLabel: 'आवेदन',
  anyBody: 'सभी',
  anyStatus: 'कोई भी',
  bodies: {
    ssc: 'SSC',
    upsc: 'UPSC',
    ibps: 'IBPS',
    rrb: 'RRB',
    state: 'राज्य आयोग',
  },
  statuses: {
    open: 'खुले हैं',
    closing: 'जल्द बंद',
    upcoming: 'आने वाले',
    over: 'बंद',
  },
  badges: EXAM_STATUS_BADGES.hi,
  loadOneFailed: 'यह परीक्षा लोड नहीं हो सकी।',
  retry: 'फिर कोशिश करें',
  none: 'इन फ़िल्टर से कोई परीक्षा नहीं मिली।',
  loadFailed: 'परीक्षाएं लोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
  sampleBadge: 'नमूना तारीखें',
  news: {
    notAnnounced: 'तारीखें अभी घोषित नहीं हुई हैं',
    closeToday: 'आवेदन आज बंद होंगे',
    closeTomorrow: 'आवेदन कल बंद होंगे',
    closeIn_one: 'आवेदन {{count}} दिन में बंद होंगे',
    closeIn_other: 'आवेदन {{count}} दिन में बंद होंगे',
    stageNow: '{{stage}}: {{date}} तक',
    stageToday: '{{stage}}: आज',
    stageNext: '{{stage}}: {{date}}',
    resultOut: 'परिणाम {{date}} को आया',
    over: 'सभी चरण पूरे हो चुके हैं',
  },
  stages: EXAM_STAGE_NAMES.hi,
  states: {
    done: 'पूरा',
    now: 'अभी',
    next: 'अगला',
    later: 'बाद में',
  },
  allExams: 'सभी परीक्षाएं',
  timeline: 'तारीखें',
  calendar: 'ये तारीखें अपने कैलेंडर में जोड़ें (.ics)',
  official: 'आधिकारिक वेबसाइट',
  checked: 'तारीखें आखिरी बार {{date}} को जांची गईं।',
  notChecked: 'किसी मॉडरेटर ने अभी ये तारीखें नहीं जांचीं।',
  source: 'स्रोत: {{source}}',
  sample:
    'नमूना तारीखें: यह परीक्षा साइट के साथ उदाहरण के तौर पर आती है, और इसकी तारीखें आधिकारिक नहीं हैं। इन्हें आधिकारिक वेबसाइट पर जांचें।',
  courses: '{{name}} की तैयारी के कोर्स',
  bestFree: 'सबसे अच्छा मुफ़्त कोर्स',
  bestHindi: 'हिंदी में सबसे अच्छा कोर्स',
  noCourses: 'इस परीक्षा के लिए अभी कोई कोर्स नहीं है।',
  allCourses: '{{name}} के सभी कोर्स',
  notFound: 'परीक्षा नहीं मिली',
  follow: {
    remind: 'इन तारीखों की याद दिलाएं',
    explain:
      'ईमेल से: अधिसूचना, आवेदन बंद होने से एक हफ़्ता और एक दिन पहले, एडमिट कार्ड, और हर परीक्षा से 3 दिन पहले।',
    following: 'आपको इन तारीखों के रिमाइंडर ईमेल से मिलते हैं।',
    stop: 'रिमाइंडर बंद करें',
    saved: 'हो गया। हर तारीख से पहले हम आपको ईमेल करेंगे।',
    savedUnconfirmed:
      'सेव हो गया। रिमाइंडर पाने के लिए अपना ईमेल पता कन्फ़र्म करें (साइन अप पर भेजा गया लिंक)।',
    stopped: 'इस परीक्षा के रिमाइंडर अब नहीं आएंगे।',
  },
} as const satisfies Catalogue<typeof english>
