// The account emails (docs/product.md#accounts), in each language of the site: one table typed
// `Record<Language, MailTexts>`, so a language added to LANGUAGES fails `npm run typecheck` here until
// its mails are written (docs/product.md#adding-a-language). Each mail is composed once as blocks
// and written twice: plain text, and simple HTML in which every value is escaped.
import { LOCALES, type Language } from '../../domain/languages'
import { EMAIL_VERIFICATION_LINK_HOURS, PASSWORD_RESET_LINK_HOURS } from '../../domain/account'
import type { CourseTrack, PriceBand } from '../../domain/constants'
import type { FollowKind } from '../../domain/follows'

export interface MailTexts {
  /** The first line; `name` may be empty. */
  greeting(name: string): string
  signOff: string
  /** Under a button: the address to copy when the button does not open. */
  copyLink: string
  resetPassword: {
    subject: string
    asked(email: string): string
    button: string
    validity(hours: number): string
    notYou: string
  }
  passwordChanged: {
    subject: string
    changed(email: string, when: string): string
    signedOut: string
    wasYou: string
    notYou: string
    button: string
  }
  verifyEmail: {
    subject: string
    confirm(email: string): string
    button: string
    validity(hours: number): string
    notYou: string
  }
  newsletterConfirm: {
    subject: string
    confirm(email: string): string
    button: string
    notYou: string
  }
  /** Under every newsletter mail, with its unsubscribe link. */
  unsubscribe: string
  priceAlert: {
    subject(course: string, price: string): string
    reached(course: string, price: string, target: string): string
    button: string
    often: string
    stopOne: string
    stopAll: string
  }
  followDigest: {
    /** One follow had news: what it is, and how many courses. */
    subject(follow: string, count: number): string
    /** Several had: the first, and how many more. */
    subjectMany(follow: string, more: number): string
    intro: string
    /** A follow's name: what it is about, then its words and filters. */
    kinds: Record<FollowKind, string>
    priceBands: Record<PriceBand, string>
    tracks: Record<CourseTrack, string>
    added(count: number): string
    dropped(count: number): string
    free: string
    /** A course whose price dropped: from, to, and the share taken off. */
    drop(from: string, to: string, percent: number): string
    seeAll(count: number): string
    stopOne: string
    manage: string
    stopAll: string
  }
  /** A reminder of an exam a member follows (docs/product.md#exam-reminders). */
  examReminder: {
    subject: {
      notification(exam: string): string
      /** Applications close in `days` days (0 today, 1 tomorrow). */
      closing(exam: string, days: number): string
      admitCard(exam: string): string
      /** A stage ('Tier 1') in `days` days. */
      examSoon(exam: string, stage: string, days: number): string
    }
    notification(exam: string, day: string): string
    /** What comes next after the notification: its applications' days. */
    applications(days: string): string
    closing(exam: string, day: string): string
    admitCard(exam: string, day: string): string
    examSoon(exam: string, stage: string, days: string): string
    official(url: string): string
    /** Dates the site shipped with, not confirmed by a moderator. */
    sample: string
    button: string
    why: string
    stopOne: string
    stopAll: string
  }
  /** A moderator changed the dates of an exam a member follows. */
  examChange: {
    subject(exam: string): string
    intro(exam: string): string
    moved(stage: string, days: string, before: string): string
    added(stage: string, days: string): string
    removed(stage: string, days: string): string
  }
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signOff: '— The CourseCompass team',
    copyLink: 'If the button does not open, copy this address into your browser:',
    resetPassword: {
      subject: 'Reset your CourseCompass password',
      asked: (email) =>
        `Someone, hopefully you, asked to reset the password of the CourseCompass account ${email}.`,
      button: 'Choose a new password',
      validity: (hours) =>
        `The link works once, for ${hours === 1 ? 'one hour' : `${hours} hours`}. Choosing a new password signs your account out on every other device.`,
      notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your CourseCompass password was changed',
      changed: (email, when) =>
        `The password of the CourseCompass account ${email} was changed on ${when}.`,
      signedOut: 'Every device that was signed in to the account has been signed out.',
      wasYou: 'If this was you, there is nothing more to do.',
      notYou:
        'If it was not you, someone may be able to read your email. Secure your email account first, then choose a new password:',
      button: 'Reset my password',
    },
    verifyEmail: {
      subject: 'Confirm your email address for CourseCompass',
      confirm: (email) =>
        `Please confirm that ${email} is your email address on CourseCompass. It is where we send a link if you ever forget your password.`,
      button: 'Confirm my email address',
      validity: (hours) => `The link works for ${hours} hours.`,
      notYou: 'If you did not create a CourseCompass account, ignore this email.',
    },
    newsletterConfirm: {
      subject: 'Confirm your CourseCompass newsletter subscription',
      confirm: (email) =>
        `Someone, hopefully you, subscribed ${email} to the CourseCompass newsletter: new courses and study tips. Please confirm that you want it.`,
      button: 'Yes, subscribe me',
      notYou:
        'If you did not subscribe, ignore this email: without your confirmation we send you nothing more.',
    },
    unsubscribe: 'Do not want these emails? Unsubscribe with one click:',
    priceAlert: {
      subject: (course, price) => `Price alert: ${course} is now ${price}`,
      reached: (course, price, target) =>
        `${course} costs ${price} now: at or below the ${target} you asked us to watch for.`,
      button: 'See the course',
      often: 'Prices change often: we tell you about each course at most once a week.',
      stopOne: 'Stop this alert with one click:',
      stopAll: 'Stop all your price alerts:',
    },
    followDigest: {
      subject: (follow, count) =>
        count === 1 ? `New in ${follow}: 1 course` : `New in ${follow}: ${count} courses`,
      subjectMany: (follow, more) =>
        more === 1
          ? `New in ${follow} and 1 more you follow`
          : `New in ${follow} and ${more} more you follow`,
      intro: 'Here is what is new in what you follow on CourseCompass since we last wrote.',
      kinds: {
        category: 'Category',
        platform: 'Platform',
        instructor: 'Instructor',
        exam: 'Exam',
        search: 'Search',
      },
      priceBands: {
        free: 'Free',
        'under-400': 'Under Rs. 400',
        '400-1000': 'Rs. 400 - 1,000',
        '1000-2000': 'Rs. 1,001 - 1,999',
        '2000-4000': 'Rs. 2,000 - 4,000',
        '4000-5000': 'Rs. 4,001 - 4,999',
        '5000-7000': 'Rs. 5,000 - 7,000',
        'over-7000': 'Above Rs. 7,000',
      },
      tracks: { it: 'IT courses', govt: 'Government exam courses' },
      added: (count) => (count === 1 ? 'A new course' : `New courses (${count})`),
      dropped: (count) => (count === 1 ? 'A price drop' : `Price drops (${count})`),
      free: 'Free',
      drop: (from, to, percent) => `${from} → ${to} (${percent}% off)`,
      seeAll: (count) => `See all ${count}`,
      stopOne: 'Stop following this with one click:',
      manage: 'Choose how often we write, or what you follow, on My Courses:',
      stopAll: 'Stop following everything:',
    },
    examReminder: {
      subject: {
        notification: (exam) => `${exam}: the notification is out`,
        closing: (exam, days) =>
          days === 0
            ? `${exam}: applications close today`
            : days === 1
              ? `${exam}: applications close tomorrow`
              : `${exam}: applications close in ${days} days`,
        admitCard: (exam) => `${exam}: admit cards are out`,
        examSoon: (exam, stage, days) =>
          days === 1 ? `${exam}: ${stage} is tomorrow` : `${exam}: ${stage} in ${days} days`,
      },
      notification: (exam, day) => `The notification for ${exam} was published on ${day}.`,
      applications: (days) => `Applications: ${days}.`,
      closing: (exam, day) => `The last day to apply for ${exam} is ${day}.`,
      admitCard: (exam, day) =>
        `Admit cards for ${exam} are out since ${day}. Download yours before the exam.`,
      examSoon: (exam, stage, days) => `${exam}, ${stage}: ${days}.`,
      official: (url) => `Official website: ${url}`,
      sample:
        'These dates are a sample that came with the site, not official ones: check them on the official website.',
      button: 'See all the dates',
      why: 'You get this because you follow this exam on CourseCompass.',
      stopOne: 'Stop reminders of this exam with one click:',
      stopAll: 'Stop all exam reminders:',
    },
    examChange: {
      subject: (exam) => `${exam}: the dates changed`,
      intro: (exam) => `The dates of ${exam} changed:`,
      moved: (stage, days, before) => `${stage}: now ${days} (was ${before})`,
      added: (stage, days) => `New: ${stage}, ${days}`,
      removed: (stage, days) => `No longer planned: ${stage} (was ${days})`,
    },
  },
  hi: {
    greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    signOff: '— CourseCompass टीम',
    copyLink: 'अगर बटन न खुले, तो यह पता अपने ब्राउज़र में कॉपी करके खोलें:',
    resetPassword: {
      subject: 'अपना CourseCompass पासवर्ड रीसेट करें',
      asked: (email) =>
        `किसी ने, उम्मीद है आपने ही, CourseCompass अकाउंट ${email} का पासवर्ड रीसेट करने का अनुरोध किया है।`,
      button: 'नया पासवर्ड चुनें',
      validity: (hours) =>
        `यह लिंक सिर्फ़ एक बार और ${hours === 1 ? 'एक घंटे' : `${hours} घंटे`} तक ही काम करेगा। नया पासवर्ड चुनते ही आपका अकाउंट बाकी सभी डिवाइस से लॉग आउट हो जाएगा।`,
      notYou: 'अगर यह अनुरोध आपने नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    },
    passwordChanged: {
      subject: 'आपका CourseCompass पासवर्ड बदल दिया गया है',
      changed: (email, when) => `CourseCompass अकाउंट ${email} का पासवर्ड ${when} पर बदला गया।`,
      signedOut: 'जिन डिवाइस पर यह अकाउंट लॉग इन था, उन सभी से लॉग आउट कर दिया गया है।',
      wasYou: 'अगर यह आपने ही किया है, तो आपको कुछ और करने की ज़रूरत नहीं है।',
      notYou:
        'अगर यह आपने नहीं किया, तो हो सकता है कोई और आपका ईमेल पढ़ पा रहा हो। पहले अपना ईमेल अकाउंट सुरक्षित करें, फिर नया पासवर्ड चुनें:',
      button: 'मेरा पासवर्ड रीसेट करें',
    },
    verifyEmail: {
      subject: 'CourseCompass पर अपना ईमेल पता कन्फ़र्म करें',
      confirm: (email) =>
        `कृपया कन्फ़र्म करें कि ${email} CourseCompass पर आपका ही ईमेल पता है। अगर आप कभी अपना पासवर्ड भूल जाएं, तो हम इसी पते पर लिंक भेजेंगे।`,
      button: 'मेरा ईमेल पता कन्फ़र्म करें',
      validity: (hours) => `यह लिंक ${hours} घंटे तक काम करेगा।`,
      notYou: 'अगर आपने CourseCompass पर अकाउंट नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
    },
    newsletterConfirm: {
      subject: 'CourseCompass न्यूज़लेटर का सब्सक्रिप्शन कन्फ़र्म करें',
      confirm: (email) =>
        `किसी ने, उम्मीद है आपने ही, ${email} को CourseCompass न्यूज़लेटर के लिए सब्सक्राइब किया है: नए कोर्स और पढ़ाई के टिप्स। कृपया कन्फ़र्म करें कि आप इसे पाना चाहते हैं।`,
      button: 'हाँ, मुझे सब्सक्राइब करें',
      notYou:
        'अगर आपने सब्सक्राइब नहीं किया है, तो इस ईमेल को अनदेखा करें: आपके कन्फ़र्म किए बिना हम आपको और कुछ नहीं भेजेंगे।',
    },
    unsubscribe: 'ये ईमेल नहीं चाहिए? एक क्लिक में अनसब्सक्राइब करें:',
    priceAlert: {
      subject: (course, price) => `प्राइस अलर्ट: ${course} अब ${price} का है`,
      reached: (course, price, target) =>
        `${course} अब ${price} का है: आपकी चुनी कीमत ${target} के बराबर या उससे कम।`,
      button: 'कोर्स देखें',
      often: 'कीमतें अक्सर बदलती हैं: हर कोर्स के बारे में हम हफ़्ते में ज़्यादा से ज़्यादा एक बार बताते हैं।',
      stopOne: 'यह अलर्ट एक क्लिक में बंद करें:',
      stopAll: 'अपने सभी प्राइस अलर्ट बंद करें:',
    },
    followDigest: {
      subject: (follow, count) => `${follow} में नया: ${count} कोर्स`,
      subjectMany: (follow, more) => `${follow} और आपकी फ़ॉलो की हुई ${more} और चीज़ों में नया`,
      intro: 'पिछली बार के बाद से CourseCompass पर आपकी फ़ॉलो की हुई चीज़ों में यह नया है।',
      kinds: {
        category: 'कैटेगरी',
        platform: 'प्लेटफ़ॉर्म',
        instructor: 'इंस्ट्रक्टर',
        exam: 'परीक्षा',
        search: 'खोज',
      },
      priceBands: {
        free: 'मुफ़्त',
        'under-400': '₹400 से कम',
        '400-1000': '₹400 - 1,000',
        '1000-2000': '₹1,001 - 1,999',
        '2000-4000': '₹2,000 - 4,000',
        '4000-5000': '₹4,001 - 4,999',
        '5000-7000': '₹5,000 - 7,000',
        'over-7000': '₹7,000 से ज़्यादा',
      },
      tracks: { it: 'IT कोर्स', govt: 'सरकारी परीक्षा कोर्स' },
      added: (count) => (count === 1 ? 'एक नया कोर्स' : `नए कोर्स (${count})`),
      dropped: (count) => (count === 1 ? 'एक कोर्स की कीमत घटी' : `कीमतें घटीं (${count})`),
      free: 'मुफ़्त',
      drop: (from, to, percent) => `${from} → ${to} (${percent}% कम)`,
      seeAll: (count) => `सभी ${count} देखें`,
      stopOne: 'इसे फ़ॉलो करना एक क्लिक में बंद करें:',
      manage: 'हम कितनी बार लिखें, या आप क्या फ़ॉलो करते हैं, यह My Courses पर चुनें:',
      stopAll: 'सब कुछ फ़ॉलो करना बंद करें:',
    },
    examReminder: {
      subject: {
        notification: (exam) => `${exam}: अधिसूचना जारी हो गई है`,
        closing: (exam, days) =>
          days === 0
            ? `${exam}: आवेदन आज बंद होंगे`
            : days === 1
              ? `${exam}: आवेदन कल बंद होंगे`
              : `${exam}: आवेदन ${days} दिन में बंद होंगे`,
        admitCard: (exam) => `${exam}: एडमिट कार्ड जारी हो गए हैं`,
        examSoon: (exam, stage, days) =>
          days === 1 ? `${exam}: ${stage} कल है` : `${exam}: ${stage} ${days} दिन में`,
      },
      notification: (exam, day) => `${exam} की अधिसूचना ${day} को जारी हुई।`,
      applications: (days) => `आवेदन: ${days}।`,
      closing: (exam, day) => `${exam} के लिए आवेदन की आखिरी तारीख ${day} है।`,
      admitCard: (exam, day) =>
        `${exam} के एडमिट कार्ड ${day} से जारी हैं। परीक्षा से पहले अपना डाउनलोड कर लें।`,
      examSoon: (exam, stage, days) => `${exam}, ${stage}: ${days}।`,
      official: (url) => `आधिकारिक वेबसाइट: ${url}`,
      sample: 'ये तारीखें साइट के साथ आया एक नमूना हैं, आधिकारिक नहीं: इन्हें आधिकारिक वेबसाइट पर जाँच लें।',
      button: 'सभी तारीखें देखें',
      why: 'यह आपको इसलिए मिला क्योंकि आप CourseCompass पर यह परीक्षा फ़ॉलो करते हैं।',
      stopOne: 'इस परीक्षा के रिमाइंडर एक क्लिक में बंद करें:',
      stopAll: 'परीक्षाओं के सभी रिमाइंडर बंद करें:',
    },
    examChange: {
      subject: (exam) => `${exam}: तारीखें बदल गई हैं`,
      intro: (exam) => `${exam} की तारीखें बदल गई हैं:`,
      moved: (stage, days, before) => `${stage}: अब ${days} (पहले ${before})`,
      added: (stage, days) => `नया: ${stage}, ${days}`,
      removed: (stage, days) => `अब तय नहीं: ${stage} (पहले ${days})`,
    },
  },
}

/**
 * A paragraph, a button that opens `href` (followed by the address itself, to copy), a heading, or
 * a list of links.
 */
type Block =
  | { text: string }
  | { button: string; href: string }
  | { heading: string }
  | { items: { text: string; href: string }[] }

export interface ComposedMail {
  subject: string
  text: string
  html: string
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as HTML: every character that could start markup or end an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!)
}

function compose(language: Language, subject: string, blocks: Block[]): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const text = blocks
    .map((block) => {
      if ('text' in block) return block.text
      if ('heading' in block) return block.heading.toUpperCase()
      if ('items' in block) return block.items.map((i) => `- ${i.text}\n  ${i.href}`).join('\n')
      return `${block.button}:\n${block.href}`
    })
    .join('\n\n')
  const p = 'margin:0 0 16px;line-height:1.5'
  const html = blocks
    .map((block) => {
      if ('text' in block) return `<p style="${p}">${escapeHtml(block.text)}</p>`
      if ('heading' in block) {
        return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(block.heading)}</h2>`
      }
      if ('items' in block) {
        const items = block.items.map(
          (i) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(i.href)}" style="color:#4f46e5">` +
            `${escapeHtml(i.text)}</a></li>`,
        )
        return `<ul style="${p};padding-left:20px">${items.join('')}</ul>`
      }
      const href = escapeHtml(block.href)
      return (
        `<p style="${p}"><a href="${href}" style="display:inline-block;padding:12px 20px;` +
        `border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">` +
        `${escapeHtml(block.button)}</a></p>` +
        `<p style="${p};font-size:13px;color:#475569">${escapeHtml(texts.copyLink)}<br>` +
        `<a href="${href}" style="color:#4f46e5;word-break:break-all">${href}</a></p>`
      )
    })
    .join('\n')
  return {
    subject,
    text: `${text}\n`,
    html:
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(subject)}</title></head>\n` +
      `<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;` +
      `font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif;font-size:16px">\n` +
      `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">\n` +
      `${html}\n</div>\n</body></html>\n`,
  }
}

export interface MailRecipient {
  name: string
  email: string
}

export function resetPasswordMail(
  language: Language,
  to: MailRecipient,
  link: string,
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.resetPassword
  return compose(language, words.subject, [
    { text: texts.greeting(to.name) },
    { text: words.asked(to.email) },
    { button: words.button, href: link },
    { text: words.validity(PASSWORD_RESET_LINK_HOURS) },
    { text: words.notYou },
    { text: texts.signOff },
  ])
}

/** `when` in India's time, in the mail's language: '24 नव॰ 2026, 4:23 pm IST'. */
export function mailTime(language: Language, when: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  })
    .format(when)
    .concat(' IST')
}

export function passwordChangedMail(
  language: Language,
  to: MailRecipient,
  when: Date,
  forgotLink: string,
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.passwordChanged
  return compose(language, words.subject, [
    { text: texts.greeting(to.name) },
    { text: words.changed(to.email, mailTime(language, when)) },
    { text: words.signedOut },
    { text: words.wasYou },
    { text: words.notYou },
    { button: words.button, href: forgotLink },
    { text: texts.signOff },
  ])
}

export function verifyEmailMail(language: Language, to: MailRecipient, link: string): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.verifyEmail
  return compose(language, words.subject, [
    { text: texts.greeting(to.name) },
    { text: words.confirm(to.email) },
    { button: words.button, href: link },
    { text: words.validity(EMAIL_VERIFICATION_LINK_HOURS) },
    { text: words.notYou },
    { text: texts.signOff },
  ])
}

/** The first newsletter mail: confirm the subscription (double opt-in), or leave it. */
export function newsletterConfirmMail(
  language: Language,
  email: string,
  links: { confirm: string; unsubscribe: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.newsletterConfirm
  return compose(language, words.subject, [
    { text: texts.greeting('') },
    { text: words.confirm(email) },
    { button: words.button, href: links.confirm },
    { text: words.notYou },
    { text: texts.signOff },
    { text: `${texts.unsubscribe} ${links.unsubscribe}` },
  ])
}

/** A course's price reached a member's target (docs/product.md#price-alerts). */
export function priceAlertMail(
  language: Language,
  alert: { name: string; courseName: string; price: string; target: string },
  links: { course: string; stopOne: string; stopAll: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.priceAlert
  return compose(language, words.subject(alert.courseName, alert.price), [
    { text: texts.greeting(alert.name) },
    { text: words.reached(alert.courseName, alert.price, alert.target) },
    { button: words.button, href: links.course },
    { text: words.often },
    { text: texts.signOff },
    { text: `${words.stopOne} ${links.stopOne}` },
    { text: `${words.stopAll} ${links.stopAll}` },
  ])
}

/** One follow's part of a digest: its name, what is new there, and its links. */
export interface DigestSection {
  kind: FollowKind
  /** Its words and filters, each as the mail writes it (followParts). */
  parts: string[]
  added: { courseName: string; price: string; href: string }[]
  addedTotal: number
  dropped: { courseName: string; from: string; to: string; percent: number; href: string }[]
  droppedTotal: number
  links: { addedAll: string; droppedAll: string; stop: string }
}

/** What is new in what a member follows (docs/product.md#follows): one mail per collection. */
export function followDigestMail(
  language: Language,
  to: { name: string },
  sections: DigestSection[],
  links: { manage: string; stopAll: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.followDigest
  const name = (section: DigestSection) =>
    `${words.kinds[section.kind]}: ${section.parts.join(' · ')}`
  const [first] = sections
  const named = first!.parts.join(' · ')
  const subject =
    sections.length === 1
      ? words.subject(named, first!.addedTotal + first!.droppedTotal)
      : words.subjectMany(named, sections.length - 1)
  const blocks: Block[] = [{ text: texts.greeting(to.name) }, { text: words.intro }]
  for (const section of sections) {
    blocks.push({ heading: name(section) })
    if (section.addedTotal > 0) {
      blocks.push({ text: words.added(section.addedTotal) })
      blocks.push({
        items: [
          ...section.added.map((c) => ({ text: `${c.courseName} (${c.price})`, href: c.href })),
          ...(section.addedTotal > section.added.length
            ? [{ text: words.seeAll(section.addedTotal), href: section.links.addedAll }]
            : []),
        ],
      })
    }
    if (section.droppedTotal > 0) {
      blocks.push({ text: words.dropped(section.droppedTotal) })
      blocks.push({
        items: [
          ...section.dropped.map((c) => ({
            text: `${c.courseName}: ${words.drop(c.from, c.to, c.percent)}`,
            href: c.href,
          })),
          ...(section.droppedTotal > section.dropped.length
            ? [{ text: words.seeAll(section.droppedTotal), href: section.links.droppedAll }]
            : []),
        ],
      })
    }
    blocks.push({ text: `${words.stopOne} ${section.links.stop}` })
  }
  blocks.push(
    { text: texts.signOff },
    { text: `${words.manage} ${links.manage}` },
    { text: `${words.stopAll} ${links.stopAll}` },
  )
  return compose(language, subject, blocks)
}

/** What an exam reminder is about, with its days already written in the mail's language. */
export type ExamReminderContent =
  | { kind: 'notification'; published: string; applications: string | null }
  | { kind: 'closing'; inDays: number; lastDay: string }
  | { kind: 'admit-card'; released: string }
  | { kind: 'exam-soon'; stage: string; inDays: number; days: string }

/** A reminder of an exam the member follows (docs/product.md#exam-reminders). */
export function examReminderMail(
  language: Language,
  to: { name: string },
  exam: { name: string; officialUrl: string | null; sample: boolean },
  content: ExamReminderContent,
  links: { page: string; stopOne: string; stopAll: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.examReminder
  const blocks: Block[] = [{ text: texts.greeting(to.name) }]
  let subject: string
  switch (content.kind) {
    case 'notification':
      subject = words.subject.notification(exam.name)
      blocks.push({ text: words.notification(exam.name, content.published) })
      if (content.applications) blocks.push({ text: words.applications(content.applications) })
      break
    case 'closing':
      subject = words.subject.closing(exam.name, content.inDays)
      blocks.push({ text: words.closing(exam.name, content.lastDay) })
      break
    case 'admit-card':
      subject = words.subject.admitCard(exam.name)
      blocks.push({ text: words.admitCard(exam.name, content.released) })
      break
    case 'exam-soon':
      subject = words.subject.examSoon(exam.name, content.stage, content.inDays)
      blocks.push({ text: words.examSoon(exam.name, content.stage, content.days) })
      break
  }
  if (exam.officialUrl) blocks.push({ text: words.official(exam.officialUrl) })
  if (exam.sample) blocks.push({ text: words.sample })
  blocks.push(
    { button: words.button, href: links.page },
    { text: words.why },
    { text: texts.signOff },
    { text: `${words.stopOne} ${links.stopOne}` },
    { text: `${words.stopAll} ${links.stopAll}` },
  )
  return compose(language, subject, blocks)
}

/** One changed stage, its days written in the mail's language. */
export type ExamChangeLine =
  | { change: 'moved'; stage: string; days: string; before: string }
  | { change: 'added' | 'removed'; stage: string; days: string }

/** The dates of an exam the member follows changed (docs/product.md#exam-reminders). */
export function examChangeMail(
  language: Language,
  to: { name: string },
  exam: { name: string; officialUrl: string | null; sample: boolean },
  changes: ExamChangeLine[],
  links: { page: string; stopOne: string; stopAll: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language]
  const words = texts.examChange
  const reminder = texts.examReminder
  const line = (change: ExamChangeLine) =>
    change.change === 'moved'
      ? words.moved(change.stage, change.days, change.before)
      : words[change.change](change.stage, change.days)
  const blocks: Block[] = [
    { text: texts.greeting(to.name) },
    { text: words.intro(exam.name) },
    ...changes.map((change) => ({ text: line(change) })),
  ]
  if (exam.officialUrl) blocks.push({ text: reminder.official(exam.officialUrl) })
  if (exam.sample) blocks.push({ text: reminder.sample })
  blocks.push(
    { button: reminder.button, href: links.page },
    { text: reminder.why },
    { text: texts.signOff },
    { text: `${reminder.stopOne} ${links.stopOne}` },
    { text: `${reminder.stopAll} ${links.stopAll}` },
  )
  return compose(language, words.subject(exam.name), blocks)
}
