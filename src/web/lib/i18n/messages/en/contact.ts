// The English texts of one page's section of the catalogue (./index.ts), in a module of
// its own so that the page's code carries it and other pages do not load it.

export const contact = {
  title: 'Contact Us',
  intro: 'Questions, feedback or a course we should list? Write to us and we will reply by email.',
  formTitle: 'Send us a message',
  name: 'Name',
  namePlaceholder: 'Your name',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  message: 'Message',
  messagePlaceholder: 'How can we help?',
  send: 'Send Message',
  submitting: 'Submitting...',
  sent: 'Your message has been sent successfully!',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  officeTitle: 'Our Office',
  addressLabel: 'Address',
  address:
    'CourseCompass, 3rd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  emailLabel: 'Email',
  officeEmail: 'contact@coursecompass.in',
  phoneLabel: 'Phone',
  phone: '+91 80 4000 0000',
  phoneHref: '+918040000000',
  hoursLabel: 'Hours',
  hours: 'Monday to Friday, 10:00 to 18:00 IST',
} as const
