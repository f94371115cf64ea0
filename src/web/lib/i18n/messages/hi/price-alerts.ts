// The Hindi translation of ../en/price-alerts.ts (conventions in ./index.ts).
import type { priceAlerts as english } from '../en/price-alerts'
import type { Catalogue } from '../catalogue'

export const priceAlerts = {
  signIn: 'कीमत घटने पर सूचना पाने के लिए लॉग इन करें',
  form: {
    label: 'मुझे बताएँ जब कीमत इससे कम हो',
    set: 'अलर्ट लगाएँ',
    change: 'अलर्ट बदलें',
    remove: 'अलर्ट हटाएँ',
    current: 'कीमत {{target}} या उससे कम होने पर हम आपको ईमेल करेंगे।',
    saved: 'हो गया। कीमत {{target}} या उससे कम होने पर हम आपको ईमेल करेंगे, हफ़्ते में ज़्यादा से ज़्यादा एक बार।',
    savedUnconfirmed:
      'सेव हो गया। कीमत {{target}} या उससे कम होने पर ईमेल पाने के लिए अपना ईमेल पता कन्फ़र्म करें (साइन अप के समय भेजा गया लिंक)।',
    removed: 'अलर्ट हटा दिया गया।',
    hint: 'पिछले 12 महीनों में सबसे कम कीमत {{lowest}} रही।',
    hintNew: 'हमने अभी तक इससे कम कीमत नहीं देखी है।',
    belowEver: 'अब तक देखी गई हर कीमत से कम (सबसे कम {{lowest}} थी): शायद कीमत यहाँ तक कभी न पहुँचे।',
  },
  list: {
    title: 'प्राइस अलर्ट',
    empty: 'अभी कोई प्राइस अलर्ट नहीं है। कोर्स सस्ता होने पर सूचना पाने के लिए उसकी कीमत का इतिहास खोलें।',
    line: '{{target}} से कम होने पर बताएँ · अभी {{now}}',
    removeNamed: '{{name}} का प्राइस अलर्ट हटाएँ',
    stopQuestion: 'यह प्राइस अलर्ट बंद करें? इस कोर्स की कीमत के बारे में आपको और ईमेल नहीं मिलेंगे।',
    stopAllQuestion: 'अपने सभी प्राइस अलर्ट बंद करें? आपको कीमत के बारे में और ईमेल नहीं मिलेंगे।',
    stop: 'यह अलर्ट बंद करें',
    stopAll: 'सभी अलर्ट बंद करें',
  },
} as const satisfies Catalogue<typeof english>
