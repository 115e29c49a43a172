/**
 * The exact strings and numbers the product specification fixes: public texts, timings, colours,
 * breakpoints and routes. Components, server code and tests import them from here; nothing
 * re-types these values. Each feature keeps its own words and limits next to its code
 * (lib/share-links/words.ts, lib/admin/words.ts…), so this module stays small and holds no admin text.
 */

export const SCROLL = {
  navbarScrolledPx: 50,
  scrollTopVisiblePx: 20,
  pupilMaxPx: 5,
} as const;

export const TOAST = {
  durationMs: 2000,
  position: 'bottom-right',
  theme: 'colored',
} as const;

export const VISITOR_COUNTER = {
  visibleMs: 3000,
  countUpSeconds: 2,
} as const;

export const TITLE_BLINK = {
  intervalMs: 1200,
  texts: ['Aww!', 'Please come back!'],
} as const;

export const CONTACT = {
  reEnableMs: 1000,
  fromName: 'Portfolio visitor',
} as const;

export const ADMIN_BUTTON_RESET_MS = 2000;

export const TYPING = {
  typeDelayMs: 70,
  deleteDelayMs: 40,
  pauseMs: 2000,
  loop: true,
} as const;

export const MARQUEE = { speed: 100, pauseOnHover: true } as const;

export const IN_VIEW = {
  projectCard: 0.5,
  education: 0.1,
  experience: 0.3,
} as const;

export const DATE_FORMAT = {
  /** dayjs tokens for the spec's "MMM yyyy" */
  public: 'MMM YYYY',
  /** dayjs tokens for the spec's "dd/MM/yyyy" */
  admin: 'DD/MM/YYYY',
  present: 'Present',
} as const;

export const SKILL_CUBE_IMAGE_COUNT = 6;

export const FOOTER_MOTION = {
  staggerChildrenS: 0.1,
  delayChildrenS: 0.7,
  copyrightDelayS: 1.8,
  logoDelayS: 0.5,
  rightsText: 'All Rights Reserved',
  iconErrorAlt: 'Error',
} as const;

/** Sass mirrors these in styles/_breakpoints.scss; a unit test keeps the two equal. */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export const DB_LIMITS = {
  transactionMaxRetries: 25,
  maxStringBytes: 10_485_760,
  maxKeyBytes: 768,
  maxDepth: 32,
  forbiddenKeyChars: ['.', '#', '$', '/', '[', ']'],
} as const;

export const LOADER_TEXT = 'LOADING DETAILS';

export const MESSAGES = {
  fillAllDetail: 'Fill all detail',
  emailNeedsAt: 'includes @ in your email!',
  emailError: 'Error Sending Email',
  emailSent: (firstName: string) => `Email Sent to ${firstName} Success`,
  invalidLogin: 'Username or Password is Invalid',
  loginSuccess: 'Login Successfully',
  logoutSuccess: 'Logout Successfully',
  fetchUserError: 'Error fetching user data',
  signedIn: 'User signed in successfully',
} as const;

export const BUTTON_LABELS = {
  send: 'Send',
  sending: 'Sending...',
  login: 'Login',
  loggingIn: 'Logging In...',
  add: 'Add',
  adding: 'Adding...',
  added: 'Added',
  update: 'Update',
  updating: 'Updating...',
  updated: 'Updated',
  resume: 'Resume',
  close: 'Close',
  logout: 'Logout',
  back: 'Back',
} as const;

export const FREELANCING_OPTIONS = ['Available', 'Not Available'] as const;

export const PROJECT_TABS = [
  { key: 'frontend', label: 'FrontEnd', field: 'frontendProjects' },
  { key: 'fullstack', label: 'FullStack', field: 'fullstackProjects' },
  { key: 'backend', label: 'BackEnd', field: 'backendProjects' },
] as const;

export type ProjectTabKey = (typeof PROJECT_TABS)[number]['key'];

/**
 * `color` is the spec's accent (the dark theme's, and the social images'); pages paint with
 * `accent`, the theme's custom property for it, which the light theme darkens for contrast.
 */
export const PUBLIC_ROUTES = [
  { href: '/', label: 'Home', color: '#ff2972', accent: 'var(--color-home)', icon: 'home' },
  { href: '/about-me', label: 'About Me', color: '#FF00FF', accent: 'var(--color-about)', icon: 'user' },
  {
    href: '/education-work',
    label: 'Education & Work',
    color: '#04fc43',
    accent: 'var(--color-education)',
    icon: 'briefcase',
  },
  { href: '/skills', label: 'Skills', color: '#ffc0cb', accent: 'var(--color-skills)', icon: 'code' },
  { href: '/projects', label: 'Projects', color: '#00b0fe', accent: 'var(--color-projects)', icon: 'folder' },
  { href: '/contact', label: 'Contact', color: '#fea600', accent: 'var(--color-contact)', icon: 'mail' },
] as const;

export const LOGO_HREF = '/?redirect=false';
export const LOGIN_HREF = '/login';
export const ADMIN_HREF = '/admin';

export const PROTECTED_PREFIXES = ['/admin', '/update', '/view'] as const;
