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
  exploreCourses: 'Explore Courses',
  forgotLink: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  continueToCourses: 'Continue to courses',
  // docs/product.md#accounts: asking for a reset link, setting the new password, confirming the
  // address. The texts that the server also sends equal src/domain/account.ts (auth-texts.test.ts).
  forgot: {
    title: 'Forgot your password?',
    intro:
      'Enter the email address of your account. We will send you a link to choose a new password.',
    submit: 'Send reset link',
    submitting: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: 'If an account uses this email address, we have sent it a link to choose a new password. Check your inbox and spam folder: the link works for one hour.',
    tryAgain: 'Send the link again',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Choosing a new password signs your account out on every other device.',
    newPassword: 'New password',
    confirmPassword: 'Type the new password again',
    mismatch: 'The two passwords are not the same.',
    submit: 'Save new password',
    submitting: 'Saving...',
    doneTitle: 'Password changed',
    done: 'Your password has been changed. Every other device has been signed out.',
    invalidTitle: 'This link no longer works',
    invalid: 'This link has expired or has already been used. Ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  verify: {
    title: 'Confirm your email address',
    checking: 'Checking your link...',
    doneTitle: 'Email address confirmed',
    done: 'Your email address is confirmed. Thank you!',
    invalidTitle: 'This link no longer works',
    invalid: 'This confirmation link has expired or is not valid. Ask for a new one.',
    askIntro: 'Enter the email address of your account and we will send a new link.',
    sendAgain: 'Send a new link',
    sending: 'Sending...',
    tryAgain: 'Try again',
  },
  notice: {
    title: 'Please confirm your email address',
    text: 'We sent a link to {{email}}. Confirming it lets you get back in if you forget your password.',
    sendAgain: 'Send the link again',
    sending: 'Sending...',
    dismiss: 'Hide this notice',
  },
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
