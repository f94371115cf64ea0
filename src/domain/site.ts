// Contact form and newsletter (SPEC sections 2, 4 and 5), and the administrators' views.

export const CONTACT_SENT = 'Your message has been sent successfully!'
export const CONTACT_MESSAGE_MAX = 5000
export const SUBSCRIBED = 'Subscribed! Watch your inbox for new courses and study tips.'
