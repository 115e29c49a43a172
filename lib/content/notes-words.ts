/** The owner's notes (a blog): /notes, /notes/<slug>, their feed, cards and admin editor. */
export const NOTES = {
  href: '/notes',
  pageHref: (slug: string) => `/notes/${slug}`,
  feedHref: '/notes/feed.xml',
  ogHref: (slug: string) => `/og/note/${slug}`,
  /** The link in the top bar and the footer, shown once a note is published. */
  navLabel: 'Notes',
  /** The page's heading and its document title. */
  title: 'Notes',
  pageTitle: (name: string) => `Notes | ${name}`,
  description: (name: string) => `Notes and articles by ${name}.`,
  feedTitle: (name: string) => `Notes by ${name}`,
  feedLink: 'Subscribe to the feed (RSS)',
  /** /notes with no note published. */
  empty: {
    title: 'No notes yet',
    text: 'Nothing has been published here yet. In the meantime, have a look at the projects.',
    link: 'See the projects',
  },
  back: 'All notes',
  tagsLabel: 'Tags',
  published: 'Published',
  readingTime: (minutes: number) => `${minutes} min read`,
  /** Reading speed used for "N min read", in words a minute. */
  wordsPerMinute: 220,
  /** Dates on the pages and in the feed's text, e.g. 5 March 2026 (dayjs format). */
  dateFormat: 'D MMMM YYYY',
  /** Shown instead of an image whose address the body may not use (only uploads and https). */
  imageRefused: (alt: string) => `[image: ${alt}]`,
  /** The name of a table's scrolling box in a note. */
  tableLabel: 'Table',
  /** Limits of a note's fields. */
  limits: {
    title: 120,
    summary: 300,
    body: 50_000,
    tag: 30,
    tags: 10,
  },
  /** Languages fenced code is highlighted in (others are shown plain); themes for the light and dark site. */
  codeLanguages: [
    'bash',
    'c',
    'cpp',
    'csharp',
    'css',
    'diff',
    'go',
    'html',
    'java',
    'javascript',
    'json',
    'jsx',
    'kotlin',
    'markdown',
    'php',
    'python',
    'ruby',
    'rust',
    'scss',
    'shell',
    'sql',
    'swift',
    'toml',
    'tsx',
    'typescript',
    'xml',
    'yaml',
  ],
  codeThemes: { light: 'github-light-default', dark: 'github-dark-default' },
  /** The social card's accent (the site's accent of the dark theme: the card is drawn dark). */
  cardAccent: '#a9b4f0',
  /** Longest title drawn on a social card, in characters; a longer one ends in "…". */
  cardTitleMax: 90,
  /** The admin editor. */
  admin: {
    slug: 'notes',
    title: 'Notes',
    bodyHint:
      'Markdown: # headings, - lists, [links](https://…), ![alt](/media/… or https://…), > quotes, | tables |, ```ts fenced code```. HTML is shown as text',
    summaryHint: 'One or two sentences: shown in the list, the feed and on social cards',
    tagsHint: 'One per line, e.g. nextjs',
    /** Under a date picker, which shows the day in the browser's own order (mm/dd/yyyy in the US): no fixed format. */
    dateHint:
      'In your browser’s date order; the list shows the newest first. A later date schedules the note: it appears by itself at 00:00 UTC that day',
    /** The admin list's row of a note dated after now (not yet shown to visitors). */
    scheduledFor: (date: string) => `Scheduled for ${date}`,
    slugHint: 'The end of the note’s address, /notes/<slug>. Leave it empty to make it from the title',
    /** A chosen slug another note has (its address now, or an earlier one that still leads to it). */
    slugTaken: (slug: string, title: string, former: boolean) =>
      former
        ? `The address /notes/${slug} was an earlier address of “${title}” and still leads there: choose another slug`
        : `The address /notes/${slug} is already used by “${title}”: choose another slug`,
    /** The body's toolbar: an image from the media library, put in at the caret. */
    insertImage: 'Insert image',
    /** The image's alt text when the library knows none: selected after insertion, for the owner to replace. */
    imageAltPlaceholder: 'describe the image',
    insertedImage: 'Image inserted in the body',
    /** The body's Write / Preview tabs (a phone) and panes (side by side on a wider screen). */
    viewsLabel: 'Body: write or preview',
    write: 'Write',
    preview: 'Preview',
    previewLabel: 'Preview of the body',
    previewUpdating: 'Updating preview…',
    previewEmpty: 'Nothing to preview yet: write the body on the left.',
    previewEmptyPhone: 'Nothing to preview yet: write the body first.',
    previewFailed: 'The preview could not be made; the text is kept. It is tried again as you type',
    previewTooLong: (max: number) =>
      `The body is longer than ${max.toLocaleString('en')} characters, so it cannot be previewed or saved: shorten it`,
    /** Pause after the last key before the preview is made again. */
    previewDelayMs: 400,
  },
} as const;
