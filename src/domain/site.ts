// Contact form and newsletter (docs/product.md#contact-and-newsletter): their limits and messages.

export const CONTACT_SENT = 'Your message has been sent successfully!'
export const CONTACT_MESSAGE_MAX = 5000
export const SUBSCRIBED = 'Subscribed! Watch your inbox for new courses and study tips.'

/** Newsletter: the confirmation mail's link is clicked at most this often per address. */
export const NEWSLETTER_RESEND_MINUTES = 10
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Welcome aboard!'
export const NEWSLETTER_LINK_INVALID =
  'This link is not valid any more. Subscribe again from the bottom of any page to get a new one.'
export const NEWSLETTER_UNSUBSCRIBED =
  'You are unsubscribed. We will not send you the newsletter any more.'
export const NEWSLETTER_TOKEN_INVALID = 'This newsletter link is incomplete.'
