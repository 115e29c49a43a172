/** Messages of the Firebase path (hosted backend, owner sign-in). */
export const FIREBASE_MESSAGES = {
  fileBackendOnVercel:
    'The file backend cannot run in a Vercel production deployment: its file system is read-only and temporary, so every admin edit, message and visit count would be lost. Set DATA_BACKEND=firebase and the FIREBASE_* variables (README, "Deploy to Vercel").',
  ownerNotAllowed: 'This account is not allowed to manage this site. Sign in with the owner account.',
  ownerEmailUnverified: 'Verify the e-mail address of this account before signing in as the owner.',
  ownerTokenInvalid: 'The sign-in could not be verified. Please sign in again.',
  ownerSignInOff: 'Sign-in with Firebase is not configured on this site.',
  wrongEmailOrPassword: 'E-mail or password is wrong',
  popupClosed: 'The Google sign-in window was closed before signing in',
  tooManyAttempts: 'Too many attempts: please wait a moment and try again',
  signInFailed: 'Sign-in failed. Please try again.',
} as const;

export const FIREBASE_LABELS = {
  heading: 'Or sign in with your account',
  google: 'Sign in with Google',
  email: 'Sign in with e-mail',
  signingIn: 'Signing In...',
} as const;
