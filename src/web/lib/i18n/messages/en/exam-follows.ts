// The English texts of My Courses' followed exams and calendar (./index.ts;
// docs/product.md#exam-reminders), loaded with My Courses only: an exam's page needs only its button's
// texts (exams.follow).

export const examFollows = {
  mine: {
    title: 'Exams you follow',
    empty: 'You follow no exam yet. Open an exam’s page and choose “Remind me of these dates”.',
    browse: 'See exam dates',
    stopNamed: 'Stop reminders of {{name}}',
    stopQuestion: 'Stop the reminders of this exam?',
    stopAllQuestion: 'Stop the reminders of every exam you follow?',
    stopAll: 'Stop all exam reminders',
  },
  feed: {
    title: 'Your exam calendar',
    explain:
      'One private address with the dates of every exam you follow, for your phone’s calendar to subscribe to. It updates when dates change.',
    make: 'Get my calendar address',
    label: 'Your private calendar address',
    copy: 'Copy',
    copied: 'Copied.',
    open: 'Open in my calendar app',
    private:
      'Anyone with this address can see which exams you follow. If you shared it by mistake, make a new one.',
    reset: 'Make a new address',
    resetQuestion: 'Make a new address? The old one stops working, in every calendar that uses it.',
    resetDone: 'Done. Subscribe to the new address; the old one no longer works.',
    remove: 'Turn off',
    cancel: 'Cancel',
  },
} as const
