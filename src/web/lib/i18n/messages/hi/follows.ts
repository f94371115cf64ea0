// The Hindi translation of ../en/follows.ts (conventions in ./index.ts).
import type { follows as english } from '../en/follows'
import type { Catalogue } from '../catalogue'

export const follows = {
  signIn: 'इस खोज को फ़ॉलो करने के लिए लॉग इन करें',
  kinds: {
    category: 'कैटेगरी',
    platform: 'प्लेटफ़ॉर्म',
    instructor: 'इंस्ट्रक्टर',
    exam: 'परीक्षा',
    search: 'खोज',
  },
  frequencies: {
    instant: 'तुरंत',
    daily: 'रोज़',
    weekly: 'हर हफ़्ते',
  },
  form: {
    explain: 'इससे मेल खाते नए कोर्स और घटी कीमतें हम आपको ईमेल करेंगे: {{name}}',
    byInstructor: 'सिर्फ़ “{{name}}” नाम के इंस्ट्रक्टर के कोर्स',
    frequency: 'कितनी बार',
    follow: 'फ़ॉलो करें',
    following: 'आप इस खोज को फ़ॉलो करते हैं।',
    saved: 'हो गया। यहाँ जो नया होगा, वह हम आपको ईमेल करेंगे।',
    savedUnconfirmed: 'सेव हो गया। ईमेल पाने के लिए अपना ईमेल पता कन्फ़र्म करें (साइन अप पर भेजा गया लिंक)।',
    stop: 'फ़ॉलो करना बंद करें',
    stopped: 'अब आप इस खोज को फ़ॉलो नहीं करते।',
  },
  list: {
    title: 'फ़ॉलो की हुई खोजें',
    empty:
      'आप अभी कुछ भी फ़ॉलो नहीं करते। कैटलॉग में खोजें या फ़िल्टर चुनें, फिर नए कोर्स और घटी कीमतों की सूचना पाने के लिए “यह खोज फ़ॉलो करें” चुनें।',
    mailed: 'आख़िरी ईमेल {{date}}',
    frequencyNamed: '{{name}} के बारे में हम कितनी बार ईमेल करें',
    stopNamed: '{{name}} को फ़ॉलो करना बंद करें',
    stopQuestion: 'इसे फ़ॉलो करना बंद करें? इसके बारे में आपको और ईमेल नहीं मिलेंगे।',
    stopAllQuestion: 'सब कुछ फ़ॉलो करना बंद करें? आपको ये ईमेल और नहीं मिलेंगे।',
    stop: 'फ़ॉलो करना बंद करें',
    stopAll: 'सब कुछ फ़ॉलो करना बंद करें',
  },
} as const satisfies Catalogue<typeof english>
