// The Hindi translation of ../en/contact.ts (conventions in ./index.ts). The e-mail address and the
// phone number are the same as in English.
import type { contact as english } from '../en/contact'
import type { Catalogue } from '../catalogue'

export const contact = {
  title: 'संपर्क करें',
  intro: 'कोई सवाल, सुझाव या ऐसा कोर्स जो हमें लिस्ट करना चाहिए? हमें लिखें, हम ईमेल से जवाब देंगे।',
  formTitle: 'हमें मैसेज भेजें',
  name: 'नाम',
  namePlaceholder: 'आपका नाम',
  email: 'ईमेल',
  emailPlaceholder: 'you@example.com',
  message: 'मैसेज',
  messagePlaceholder: 'हम आपकी क्या मदद कर सकते हैं?',
  send: 'मैसेज भेजें',
  submitting: 'भेजा जा रहा है...',
  sent: 'आपका मैसेज भेज दिया गया है!',
  nameRequired: 'नाम लिखना ज़रूरी है',
  messageRequired: 'मैसेज लिखना ज़रूरी है',
  officeTitle: 'हमारा ऑफ़िस',
  addressLabel: 'पता',
  address: 'CourseCompass, तीसरी मंज़िल, 80 फ़ीट रोड, कोरमंगला चौथा ब्लॉक, बेंगलुरु, कर्नाटक 560034',
  emailLabel: 'ईमेल',
  officeEmail: 'contact@coursecompass.in',
  phoneLabel: 'फ़ोन',
  phone: '+91 80 4000 0000',
  phoneHref: '+918040000000',
  hoursLabel: 'समय',
  hours: 'सोमवार से शुक्रवार, सुबह 10:00 से शाम 6:00 बजे तक (IST)',
} as const satisfies Catalogue<typeof english>
