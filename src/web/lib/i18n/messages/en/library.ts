// The English texts of one page's section of the catalogue (./index.ts), in a module of
// its own so that the page's code carries it and other pages do not load it.

export const library = {
  title: 'My Courses',
  intro: 'The courses you bookmarked and the ones you marked as favourites.',
  bookmarked: 'Bookmarked',
  favourites: 'Favourites',
  courseCount_one: '{{count}} course',
  courseCount_other: '{{count}} courses',
  emptyBookmarked: 'You have not bookmarked any courses yet.',
  emptyFavourites: 'You have not added any favourites yet.',
  emptyHint: 'Open a course and use Bookmark or Favorite to keep it here.',
  browse: 'Browse all courses',
  added: 'Courses you added',
  submission: {
    pending: 'Waiting for review',
    approved: 'In the catalogue',
    rejected: 'Not accepted',
    addedOn: 'Added {{when}}',
    pendingHint: 'A moderator checks every added course before it appears in the catalogue.',
    reason: 'Moderator’s reason: {{reason}}',
  },
  signedOutTitle: 'Sign in to see your courses',
  signedOutText: 'Your bookmarks and favourites are kept with your account.',
  signIn: 'Sign In',
  loading: 'Loading your courses',
  loadFailed: 'We could not load your courses.',
  retry: 'Try again',
} as const
