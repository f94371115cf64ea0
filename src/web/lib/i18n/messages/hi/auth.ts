// The Hindi translation of ../en/auth.ts (conventions in ./index.ts).
import type { auth as english } from '../en/auth'
import type { Catalogue } from '../catalogue'

export const auth = {
  signInTitle: 'लॉग इन',
  signUpTitle: 'साइन अप',
  signInIntro: 'फिर से स्वागत है। अपने बुकमार्क और पसंदीदा देखने के लिए लॉग इन करें।',
  signUpIntro: 'कोर्स बुकमार्क करने, पसंदीदा सेव करने और कम्युनिटी से जुड़ने के लिए मुफ़्त अकाउंट बनाएं।',
  fullName: 'पूरा नाम',
  email: 'ईमेल',
  password: 'पासवर्ड',
  emailPlaceholder: 'you@example.com',
  namePlaceholder: 'आपका नाम',
  passwordHint: 'कम से कम 8 अक्षर, जिनमें एक कैपिटल (बड़ा) अक्षर, एक स्मॉल (छोटा) अक्षर और एक अंक हो।',
  processing: 'प्रोसेस हो रहा है...',
  noAccount: 'अकाउंट नहीं है?',
  haveAccount: 'पहले से अकाउंट है?',
  dismiss: 'बंद करें',
  needsJavaScript:
    'साइन इन के लिए JavaScript चाहिए। कृपया अपने ब्राउज़र में इसे चालू करें और यह पेज फिर से लोड करें।',
  exploreCourses: 'कोर्स देखें',
  forgotLink: 'पासवर्ड भूल गए?',
  featuresTitle: 'CourseCompass के साथ समझदारी से सीखें',
  featuresIntro: 'भरोसेमंद प्लेटफ़ॉर्म के कोर्स खोजने, उनकी तुलना करने और उन पर चर्चा करने की एक ही जगह।',
  features: [
    {
      title: 'तरह-तरह के कोर्स',
      text: 'Udemy, NamasteDev, 100xDevs और दूसरे प्लेटफ़ॉर्म से वेब डेवलपमेंट, DevOps, मशीन लर्निंग और सरकारी परीक्षाओं के कोर्स।',
    },
    {
      title: 'कम्युनिटी का साथ',
      text: 'सवाल पूछें, टिप्स शेयर करें और देश भर के छात्रों के सच्चे रिव्यू पढ़ें।',
    },
    {
      title: 'AI की मदद',
      text: 'अपने लक्ष्य और सीखने का तरीका बताएं और अपने लिए कोर्स का सुझाव पाएं।',
    },
  ],
} as const satisfies Catalogue<typeof english>
