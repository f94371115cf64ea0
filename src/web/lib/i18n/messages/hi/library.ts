// The Hindi translation of ../en/library.ts (conventions in ./index.ts).
import type { library as english } from '../en/library'
import type { Catalogue } from '../catalogue'

export const library = {
  title: 'मेरे कोर्स',
  intro: 'वे कोर्स जिन्हें आपने बुकमार्क किया है और जिन्हें पसंदीदा में जोड़ा है।',
  bookmarked: 'बुकमार्क किए',
  favourites: 'पसंदीदा',
  courseCount_one: '{{count}} कोर्स',
  courseCount_other: '{{count}} कोर्स',
  emptyBookmarked: 'आपने अभी तक कोई कोर्स बुकमार्क नहीं किया है।',
  emptyFavourites: 'आपने अभी तक पसंदीदा में कुछ नहीं जोड़ा है।',
  emptyHint: 'कोई कोर्स खोलें और उसे यहां रखने के लिए “बुकमार्क” या “पसंदीदा” दबाएं।',
  browse: 'सभी कोर्स देखें',
  added: 'आपके जोड़े हुए कोर्स',
  submission: {
    pending: 'समीक्षा बाकी',
    approved: 'कैटलॉग में है',
    rejected: 'स्वीकार नहीं हुआ',
    addedOn: '{{when}} जोड़ा गया',
    pendingHint: 'हर जोड़ा गया कोर्स कैटलॉग में आने से पहले कोई मॉडरेटर जांचता है।',
    reason: 'मॉडरेटर की वजह: {{reason}}',
  },
  signedOutTitle: 'अपने कोर्स देखने के लिए लॉग इन करें',
  signedOutText: 'आपके बुकमार्क और पसंदीदा कोर्स आपके अकाउंट में सेव रहते हैं।',
  signIn: 'लॉग इन',
  loading: 'आपके कोर्स लोड हो रहे हैं',
  loadFailed: 'हम आपके कोर्स लोड नहीं कर सके।',
  retry: 'फिर कोशिश करें',
} as const satisfies Catalogue<typeof english>
