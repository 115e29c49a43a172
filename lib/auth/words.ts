/** The owner's sign-in: the session cookie, the lock-out after failed attempts, the password reset from the host. */

/** What a private action or route answers a caller without a verified session. */
export const NOT_SIGNED_IN = 'You are not signed in. Sign in again to continue.';

export const SESSION = {
  cookieName: 'portfolio_session',
  /** Eight hours: a working day, then sign in again. */
  lifetimeSeconds: 8 * 60 * 60,
} as const;

/** Query flag on /login meaning "the session failed verification" (the cookie is left alone: /login shows the form). */
export const SESSION_EXPIRED_PARAM = 'expired';

const LOCK_MINUTES = 15;

export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  lockMs: LOCK_MINUTES * 60 * 1000,
  /**
   * A browser that signed in before carries this signed cookie and gets an allowance of its own
   * (OWASP's device cookies), so strangers using up the shared one cannot keep the owner out.
   */
  deviceCookie: 'portfolio_device',
  deviceLifetimeSeconds: 365 * 24 * 60 * 60,
  message: `Too many failed sign-in attempts. Try again in ${LOCK_MINUTES} minutes.`,
} as const;

export const OWNER_ACCESS = {
  /** Said after /update/login-details saved a new username or password. */
  loginDetailsChanged: 'Login details changed. Every other session was signed out; this one stays signed in.',
} as const;

/** npm run admin:reset-password: the owner's way back in when the password is lost. */
const RESET_ENV_VAR = 'ADMIN_NEW_PASSWORD';
const RESET_STDIN_FLAG = '--password-stdin';

/** The host commands about the admin account (npm run admin:unlock, admin:reset-password). */
export const ADMIN_COMMANDS = {
  noAccount: (folder: string) =>
    `No admin account in ${folder}: run this with the server's DATA_DIR (and DATA_BACKEND). Nothing was changed.`,
} as const;

export const PASSWORD_RESET = {
  envVar: RESET_ENV_VAR,
  stdinFlag: RESET_STDIN_FLAG,
  prompt: 'New password: ',
  promptAgain: 'Repeat the new password: ',
  mismatch: 'The two passwords differ; nothing was changed.',
  noPassword: `No new password given; nothing was changed. Run it in a terminal to type it (not shown), or pipe it in with ${RESET_STDIN_FLAG}, or set ${RESET_ENV_VAR}.`,
  inArgv: `Do not put the password on the command line (other users of the host can read it there). Type it when asked, or use ${RESET_STDIN_FLAG} or ${RESET_ENV_VAR}.`,
  unknownFlag: (flag: string) => `Unknown option ${flag}. Options: ${RESET_STDIN_FLAG}.`,
  done: (username: string) =>
    `Password changed. Sign in as "${username}" with the new password. Every session was signed out, and the sign-in lock-out is lifted.`,
} as const;
