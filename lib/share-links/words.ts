/** Share links per application (issue 32): the owner's editor, the visitor's page, the refusals. */

/** The limits of a link; the hints and refusals below are written from them. */
const LIMITS = {
  defaultExpiryDays: 90,
  maxExpiryDays: 730,
  maxLinks: 100,
  labelMax: 80,
  summaryMax: 400,
  summaryMaxSentences: 3,
  maxProjects: 6,
} as const;

const maxExpiryYears = LIMITS.maxExpiryDays / 365;

export const SHARE_LINKS = {
  href: '/admin/share-links',
  /** The public page of a link: /for/<token>, its case studies, and its résumé download. */
  publicPrefix: '/for',
  robotsHeader: 'noindex, nofollow, noarchive',
  pageHref: (token: string) => `/for/${token}`,
  projectHref: (token: string, slug: string) => `/for/${token}/projects/${slug}`,
  resumeHref: (token: string) => `/for/${token}/resume`,
  /** Random bytes of a token (128 bits at least; 24 bytes is 192 bits, 32 base64url characters). */
  tokenBytes: 24,
  /** What a token looks like: anything else is refused before any lookup (same polite page). */
  tokenPattern: /^[A-Za-z0-9_-]{32}$/,
  /** Every answer about a link, found or not, comes no sooner than this after the request began. */
  minResponseMs: 250,
  ...LIMITS,
  variants: ['dark', 'light', 'none'] as const,
  variantLabels: { dark: 'Dark résumé', light: 'Light résumé', none: 'No résumé' },
  /** Case-study slugs counted per link; more distinct slugs are counted together. */
  maxCountedSlugs: 50,
  labels: {
    title: 'Share links',
    intro:
      'A private link per application: a tailored summary, the projects to show first and the résumé to offer. It is never listed or indexed, and you can revoke it at any time.',
    newLink: 'New share link',
    editLink: (label: string) => `Edit “${label}”`,
    label: 'Label',
    labelHint: `Only you see it, e.g. “Acme — Staff Frontend” (up to ${LIMITS.labelMax} characters)`,
    summary: 'Tailored summary',
    summaryHint: `Shown first, as plain text: up to ${LIMITS.summaryMaxSentences} sentences and ${LIMITS.summaryMax} characters`,
    projects: 'Projects to highlight',
    projectsHint: `Up to ${LIMITS.maxProjects}, shown in this order`,
    addProject: 'Add project',
    chooseProject: 'Choose a project',
    removeProject: (title: string) => `Remove ${title}`,
    moveUp: (title: string) => `Move ${title} up`,
    moveDown: (title: string) => `Move ${title} down`,
    noProjects: 'No project chosen yet.',
    variant: 'Résumé to offer',
    language: 'Language',
    languageHint:
      'The language its pages are shown in (the address starts with it); the summary is shown as you write it',
    unpublishedLanguage: (tag: string, defaultName: string) =>
      `${tag}: not published; the link opens in ${defaultName} until it is`,
    expires: 'Expires on',
    expiresHint: 'The link stops working at the end of this day (UTC)',
    create: 'Create link',
    save: 'Save changes',
    cancel: 'Cancel',
    edit: 'Edit',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the link and copy it',
    revoke: 'Revoke',
    revokeTitle: 'Revoke share link',
    deleteTitle: 'Delete share link',
    revokeQuestion: (label: string) => `Revoke “${label}”? The link stops working at once.`,
    delete: 'Delete',
    deleteQuestion: (label: string) =>
      `Delete “${label}” and its counts? The link stops working; Undo brings the link back, but not its counts.`,
    deleted: 'Share link deleted',
    list: 'Your share links',
    linkAddress: (label: string) => `Address of ${label}`,
    state: {
      active: (date: string) => `Active · expires on ${date}`,
      expired: (date: string) => `Expired on ${date}`,
      revoked: (date: string) => `Revoked on ${date}`,
    },
    stats: {
      never: 'Not opened yet',
      opened: (first: string, last: string) => `Opened first ${first}, last ${last}`,
      visits: (n: number) => `${n} ${n === 1 ? 'visit' : 'visits'}`,
      caseStudies: 'Case studies viewed',
      resume: (n: number) => `Résumé downloaded ${n} ${n === 1 ? 'time' : 'times'}`,
      contact: (n: number) => `Contact form used ${n} ${n === 1 ? 'time' : 'times'}`,
    },
    insightsTitle: 'Share links',
    insightsColumns: ['Link', 'Visits', 'Opened first', 'Opened last', 'Case studies', 'Résumé', 'Contact'],
    emptyTitle: 'No share links yet',
    emptyText: 'Create one for an application: the recruiter sees your summary and chosen projects first.',
    created: 'Share link created',
    saved: 'Share link saved',
    revoked: 'Share link revoked',
  },
  /** The visitor's page. */
  page: {
    /** The same title whatever the link's state, so the head says nothing a guess could learn. */
    metaTitle: (ownerName: string) => `${ownerName} — a portfolio prepared for you`,
    preparedFor: 'Prepared for you',
    highlighted: 'Selected work',
    resume: (variant: 'dark' | 'light') => `Download my résumé (${variant})`,
    rest: 'See the whole portfolio',
    backToOverview: 'Back to the overview',
    caseStudyBar: 'You are viewing a case study from the page prepared for you.',
  },
  /** Unknown, expired and revoked links: one polite page, the same in every case. */
  gone: {
    title: 'This link is no longer available',
    text: 'The page you were sent has expired or was withdrawn. The public portfolio is still here for you.',
    link: 'Go to the portfolio',
  },
  errors: {
    label: `Give the link a label (up to ${LIMITS.labelMax} characters).`,
    summaryLong: `Keep the summary to ${LIMITS.summaryMax} characters or fewer.`,
    summarySentences: `Keep the summary to ${LIMITS.summaryMaxSentences} sentences or fewer.`,
    summaryEmpty: 'Write a short tailored summary.',
    tooManyProjects: `Highlight at most ${LIMITS.maxProjects} projects.`,
    duplicateProject: 'Each project can be highlighted once.',
    unknownProject: (slug: string) => `There is no project “${slug}” any more.`,
    projectSlug: 'Choose the projects from the list.',
    variant: 'Choose dark, light or no résumé.',
    language: 'Choose one of the languages the site publishes.',
    expiry: 'Choose an expiry date as dd/mm/yyyy or yyyy-mm-dd.',
    expiryPast: 'Choose an expiry date from today on.',
    expiryFar: `Choose an expiry date within ${maxExpiryYears} years.`,
    tooManyLinks: `You have ${LIMITS.maxLinks} share links: revoke and delete old ones first.`,
    notFound: 'That share link no longer exists.',
    changedElsewhere:
      'Changed in another tab or device since you opened it: your text is kept here. Save again to replace the other change with it, or reload to see it.',
    revoked: 'That share link is revoked; create a new one instead.',
    event: 'That event is not one this page sends.',
  },
  backupErrors: {
    notMap: 'shareLinks: must be a map of links keyed by id',
    badId: 'shareLinks: a link id is not a valid key',
    expiryFar: `expires more than ${maxExpiryYears} years from today, later than a link may`,
    sameToken: 'has the token of another link in the file',
  },
} as const;
