// The English texts of one page's section of the catalogue (./index.ts), in a module of
// its own so that the page's code carries it and other pages do not load it.

export const auth = {
  signInTitle: 'Sign In',
  signUpTitle: 'Sign Up',
  signInIntro: 'Welcome back. Sign in to see your bookmarks and favourites.',
  signUpIntro: 'Create a free account to bookmark courses, keep favourites and join the community.',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  emailPlaceholder: 'you@example.com',
  namePlaceholder: 'Your name',
  passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
  processing: 'Processing...',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  dismiss: 'Dismiss',
  needsJavaScript:
    'Signing in needs JavaScript. Please turn it on in your browser and reload this page.',
  exploreCourses: 'Explore Courses',
  forgotLink: 'Forgot password?',
  featuresTitle: 'Learn smarter with CourseCompass',
  featuresIntro: 'One place to find, compare and discuss courses from the platforms you trust.',
  features: [
    {
      title: 'Diverse Courses',
      text: 'Web development, DevOps, machine learning and government exams from Udemy, NamasteDev, 100xDevs and more.',
    },
    {
      title: 'Community Support',
      text: 'Ask questions, share tips and read honest reviews from learners across India.',
    },
    {
      title: 'AI Support',
      text: 'Tell us your goals and learning style and get a personalised course recommendation.',
    },
  ],
} as const
