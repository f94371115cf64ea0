// The English texts of the government-exam catalogue's page (./index.ts): loaded with that page
// only, not with every page's core.

export const govt = {
  title: 'Government Exam Courses',
  intro:
    'Prepare for SSC, UPSC, banking and railway exams with courses from the platforms learners trust.',
  examDates: 'Exam dates: when to apply, when to sit',
  examsNamed: 'Exam dates',
  examsLabel: 'Popular exams',
  // Each chip searches the government-exam catalogue for its name.
  exams: ['SSC', 'UPSC', 'IBPS', 'Railway'],
} as const
