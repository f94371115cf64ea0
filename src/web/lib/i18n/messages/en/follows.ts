// The English texts of follows (./index.ts; docs/product.md#follows): the catalogue's follow
// button's form, loaded when it is opened, and My Courses' list.

export const follows = {
  signIn: 'Sign in to follow this search',
  kinds: {
    category: 'Category',
    platform: 'Platform',
    instructor: 'Instructor',
    exam: 'Exam',
    search: 'Search',
  },
  frequencies: {
    instant: 'As it happens',
    daily: 'Daily',
    weekly: 'Weekly',
  },
  form: {
    explain: 'We email you new courses and price drops that match: {{name}}',
    byInstructor: 'Only courses by the instructor named “{{name}}”',
    frequency: 'How often',
    follow: 'Follow',
    following: 'You follow this search.',
    saved: 'Done. We will email you what is new here.',
    savedUnconfirmed:
      'Saved. Confirm your email address (the link we sent when you signed up) to get the emails.',
    stop: 'Stop following',
    stopped: 'You no longer follow this search.',
  },
  list: {
    title: 'Following',
    empty:
      'You follow nothing yet. On the catalogue, search or filter, then choose “Follow this search” to be told about new courses and price drops.',
    mailed: 'Last emailed {{date}}',
    frequencyNamed: 'How often we email you about {{name}}',
    stopNamed: 'Stop following {{name}}',
    stopQuestion: 'Stop following this? You will get no more emails about it.',
    stopAllQuestion: 'Stop following everything? You will get no more of these emails.',
    stop: 'Stop following',
    stopAll: 'Stop following everything',
  },
} as const
