// The English texts of the account pages: asking for a reset link, choosing a new password,
// confirming the address, and the notice that asks for it (docs/product.md#accounts). A section of
// its own, so the sign-in page does not carry them. The texts the server also sends equal
// src/domain/account.ts (account-recovery.test.tsx).

export const recovery = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
  backToSignIn: 'Back to sign in',
  continueToCourses: 'Continue to courses',
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
} as const
