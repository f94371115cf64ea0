// The Hindi translation of ../en/landing.ts (conventions in ./index.ts).
import type { landing as english } from '../en/landing'
import type { Catalogue } from '../catalogue'

export const landing = {
  pageTitle: 'अपने लिए सही कोर्स खोजें',
  hero: {
    label: 'खास बातें',
    carouselRole: 'स्लाइड शो',
    slideRole: 'स्लाइड',
    slide: '{{total}} में से स्लाइड {{n}}',
    goTo: 'स्लाइड {{n}} दिखाएं',
    pause: 'स्लाइड शो रोकें',
    play: 'स्लाइड शो चलाएं',
    slides: [
      {
        title: 'अपने लक्ष्य के हिसाब से सही कोर्स खोजें',
        text: 'Udemy, NamasteDev, 100xDevs और दूसरे प्लेटफ़ॉर्म के IT कोर्स की तुलना एक ही जगह करें।',
        cta: 'कोर्स देखें',
      },
      {
        title: 'असली छात्रों के रिव्यू से सीखें',
        text: 'एक भी रुपया खर्च करने से पहले रेटिंग, अवधि और रुपये में कीमत देखें।',
        cta: 'कोर्स ब्राउज़ करें',
      },
      {
        title: 'समझ नहीं आ रहा कहां से शुरू करें?',
        text: 'हमें अपने बारे में बताएं और अपने लिए कोर्स का सुझाव पाएं।',
        cta: 'कोर्स की तुलना करें',
      },
    ],
  },
  explore: {
    title: 'कोर्स देखें',
    subtitle: 'शुरू करने के लिए एक ट्रैक चुनें।',
    it: 'IT कोर्स',
    itText: 'वेब डेवलपमेंट, DevOps, फ़्रंटएंड, बैकएंड और मशीन लर्निंग।',
    govt: 'सरकारी परीक्षा कोर्स',
    govtText: 'SSC, UPSC, बैंकिंग और रेलवे परीक्षाओं की तैयारी।',
  },
  topics: {
    title: 'चर्चित टॉपिक',
    // Each topic opens the catalogue searched for its text, and the course data is in English: so
    // the topics stay as in English (latin-allowlist.ts, sameAsEnglish).
    list: [
      'React',
      'Node.js',
      'DevOps',
      'Machine Learning',
      'JavaScript',
      'Python',
      'System Design',
      'Data Structures',
      'SSC CGL',
      'UPSC',
      'IBPS PO',
      'Railway NTPC',
    ],
  },
  about: {
    title: 'हमारे बारे में',
    paragraphs: [
      'CourseCompass देश भर के छात्रों को बीस टैब खोले बिना सही ऑनलाइन कोर्स ढूंढने में मदद करता है। हम उन प्लेटफ़ॉर्म के कोर्स एक जगह लाते हैं जिन्हें आप पहले से जानते हैं, और उन्हें साथ-साथ दिखाते हैं: रुपये में कीमत, अवधि, भाषा, सर्टिफ़िकेट और दूसरे छात्रों की राय।',
      'चाहे आप वेब डेवलपमेंट में शुरुआत कर रहे हों, DevOps या मशीन लर्निंग की ओर बढ़ रहे हों, या किसी सरकारी परीक्षा की तैयारी कर रहे हों, हमारा लक्ष्य सीधा है: सच्ची जानकारी, ताकि आप अपना समय और पैसा उसी पढ़ाई पर लगाएं जो आपके काम आए।',
    ],
    stats: [
      { value: 'IT + सरकारी', label: 'सीखने के दो ट्रैक' },
      { value: '₹', label: 'कीमतें रुपये में' },
      { value: 'हिंदी / अंग्रेज़ी', label: 'हिंदी और अंग्रेज़ी कोर्स' },
    ],
  },
} as const satisfies Catalogue<typeof english>
