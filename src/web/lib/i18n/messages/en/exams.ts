// The English texts of the government exams' pages (./index.ts; docs/product.md#government-exams):
// /exams and /exams/:slug, loaded with them only.
import { EXAM_STAGE_NAMES } from '../../../../../domain/exam-stage-names'
import { EXAM_STATUS_BADGES } from '../../../../../domain/exam-status-names'

export const exams = {
  listTitle: 'Government exam dates',
  listIntro:
    'When to apply for and sit SSC, UPSC, banking, railway and state exams, with the courses that prepare for them.',
  filters: 'Filter exams',
  bodyLabel: 'Recruiting body',
  statusLabel: 'Applications',
  anyBody: 'All',
  anyStatus: 'Any',
  bodies: {
    ssc: 'SSC',
    upsc: 'UPSC',
    ibps: 'IBPS',
    rrb: 'RRB',
    state: 'State commissions',
  },
  statuses: {
    open: 'Open',
    closing: 'Closing soon',
    upcoming: 'Upcoming',
    over: 'Closed',
  },
  // Each exam's badge: where its applications stand.
  badges: EXAM_STATUS_BADGES.en,
  loadOneFailed: 'We could not load this exam.',
  retry: 'Try again',
  none: 'No exams match these filters.',
  loadFailed: 'We could not load the exams. Please try again.',
  sampleBadge: 'Sample dates',
  news: {
    notAnnounced: 'Dates not announced yet',
    closeToday: 'Applications close today',
    closeTomorrow: 'Applications close tomorrow',
    closeIn_one: 'Applications close in {{count}} day',
    closeIn_other: 'Applications close in {{count}} days',
    stageNow: '{{stage}}: until {{date}}',
    stageToday: '{{stage}}: today',
    stageNext: '{{stage}}: {{date}}',
    resultOut: 'Result out on {{date}}',
    over: 'Every stage is over',
  },
  stages: EXAM_STAGE_NAMES.en,
  states: {
    done: 'Done',
    now: 'Now',
    next: 'Next',
    later: 'Later',
  },
  allExams: 'All exams',
  timeline: 'Dates',
  calendar: 'Add these dates to your calendar (.ics)',
  official: 'Official website',
  checked: 'Dates last checked on {{date}}.',
  notChecked: 'No moderator has checked these dates yet.',
  source: 'Source: {{source}}',
  sample:
    'Sample dates: this exam comes with the site as an example, and its dates are not official. Check them on the official website.',
  courses: 'Courses that prepare for {{name}}',
  bestFree: 'Best free course',
  bestHindi: 'Best course in Hindi',
  noCourses: 'No courses for this exam yet.',
  allCourses: 'All courses for {{name}}',
  notFound: 'Exam not found',
  // Reminders (docs/product.md#exam-reminders): the exam page's button, and My Courses' list.
  follow: {
    remind: 'Remind me of these dates',
    explain:
      'By email: the notification, a week and a day before applications close, the admit card, 3 days before each exam.',
    following: 'You get reminders of these dates by email.',
    stop: 'Stop reminders',
    saved: 'Done. We will email you before each date.',
    savedUnconfirmed:
      'Saved. Confirm your email address (the link we sent when you signed up) to get the reminders.',
    stopped: 'You will get no more reminders of this exam.',
  },
} as const
