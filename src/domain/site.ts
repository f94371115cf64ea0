// Contact form and newsletter (docs/product.md#contact-and-newsletter): their limits and messages.

export const CONTACT_SENT = 'Your message has been sent successfully!'
export const CONTACT_MESSAGE_MAX = 5000
export const SUBSCRIBED = 'Subscribed! Watch your inbox for new courses and study tips.'
