/**
 * A fresh start for a new owner (issue 31, part 3): the dashboard's offer on first sign-in (keep the
 * demo, start from a JSON Resume, or start empty) and the checklist of what is still demo content.
 */
export const FRESH_START = {
  /** The dashboard's anchors: the offer and the checklist. */
  offerAnchor: 'fresh-start',
  checklistAnchor: 'demo-checklist',
  /** The argument "Yes, start empty" sends: a call without it (a stray or forged one) is refused. */
  confirmation: 'start-empty',
  historyKind: 'Started empty',
  offer: {
    title: 'Welcome: how do you want to start?',
    intro:
      'This site is showing the demo owner, Nova Reyes, so that you can see how every page looks. Choose how to make it yours; you can change everything later.',
    keep: 'Keep the demo to explore',
    keepHint: 'Look around first; the checklist below shows what is still demo content.',
    resume: 'Start from a JSON Resume',
    resumeHint: 'Upload a resume.json: you see what it changes before anything is written.',
    empty: 'Start empty',
    emptyHint:
      'Every list (projects, timelines, skills, languages, social links, notes) is emptied and the home, about and skill images get neutral placeholders: one change, Undo brings the demo back.',
    confirmTitle: 'Empty every section?',
    confirmBody:
      'Projects, timelines, skills, languages, social links and notes are removed, and the home page, About me and the skill images get neutral placeholders for you to replace. It is one change: Undo (here, or on the History page) brings the demo back.',
    confirm: 'Yes, start empty',
    cancel: 'Cancel',
    dismiss: 'Not now: hide this',
    started: 'Started empty: every section is empty',
    kept: 'Demo kept: the checklist shows what to replace',
    failed: 'Could not save your choice: try again',
  },
  /** The values "start empty" stores where a schema requires one (home, about, skill images); the checklist flags them. */
  placeholders: {
    portrait: '/demo/placeholder-portrait.svg',
    portraitAlt: 'Placeholder portrait: a grey silhouette',
    tile: '/demo/placeholder-tile.svg',
    tileAlt: 'Placeholder tile',
    background: '/demo/placeholder-background.svg',
    backgroundAlt: 'Plain dark blue background',
    fullName: 'Your Name',
    tagline: 'Portfolio coming soon',
    detail: 'This portfolio is being set up: work, projects and contact details will appear here soon.',
    quote: 'Coming soon.',
    dob: '1900-01-01',
    address: 'Not listed yet',
    email: 'owner@example.com',
    phoneNumber: '+00 000 000 000',
    status: 'Setting up this portfolio',
    cvweblink: 'https://example.com/cv',
  },
  checklist: {
    title: 'Still demo content',
    intro: 'These still show the demo owner or a placeholder. Replace each one; it leaves this list once it is yours.',
    count: (n: number) => (n === 1 ? 'One item left' : `${n} items left`),
    name: 'Your name',
    avatar: 'Your avatar',
    banner: 'Banner image',
    background: 'Background image',
    taglines: 'Taglines',
    detailQuote: 'Introduction and quote',
    details: 'About details (date of birth, address, email, phone, status)',
    resume: 'Résumé link',
    skillImages: 'Skill images',
    project: (title: string) => `Demo project: ${title}`,
    timeline: (title: string) => `Demo entry: ${title}`,
    note: (title: string) => `Demo note: ${title}`,
    social: (name: string) => `Demo social link: ${name}`,
  },
  /** Empty states of the public pages, as a visitor reads them. */
  empty: {
    projects: 'No projects yet: they will appear here soon.',
    skills: 'No skills listed yet.',
    languages: 'No languages listed yet.',
  },
} as const;
