/** The admin's words for the site's languages and the owner's translations (/admin/translate). */
export const TRANSLATE = {
  href: '/admin/translate',
  title: 'Translations',
  /** What the Undo offered after a save names. */
  undoText: (section: string) => `${section} translated`,
  /** The site has no language but its default yet. */
  noLanguages: 'Your site has one language. Add another in Site Languages, then translate your text here.',
  addLanguages: 'Site Languages',
  languagesLabel: 'Language to translate into',
  /** A language's tab: its name, and how many texts it still lacks. */
  tab: (name: string, missing: number) => (missing === 0 ? `${name}, complete` : `${name}, ${missing} missing`),
  hidden: 'hidden',
  intro: (name: string, defaultName: string) =>
    `Each text in ${name}, beside the ${defaultName} it translates. A text left empty shows the ${defaultName} one on the ${name} pages.`,
  checklist: 'Still to translate',
  complete: 'Everything is translated.',
  sectionMissing: (title: string, missing: number) => `${title}: ${missing} missing`,
  sectionCount: (missing: number) => (missing === 0 ? 'All translated' : `${missing} missing`),
  original: (name: string) => `In ${name}`,
  save: 'Save translation',
  saving: 'Saving…',
  saved: 'Translation saved',
  unknownLanguage: 'That language is not one of your site’s languages (Site Languages), or it is the default.',
  unknownSection: 'That section has no text to translate.',
  conflict:
    'These translations were changed in another tab or session since you opened them. Your text is still in the form: reload to see theirs, then save again.',
} as const;
