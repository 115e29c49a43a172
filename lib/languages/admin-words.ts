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
  /** A translations draft (or revision) summed up: "3 translated texts changed". */
  textsChanged: (count: number) => `${count} translated text${count === 1 ? '' : 's'} changed`,
  /** The translations' draft: previewed in a language, saved from a section's form. */
  previewIn: (name: string) => `Preview in ${name}`,
  draftNote:
    'The forms show the draft. Save draft adds a section’s text to it; Save translation publishes that section’s text at once (the draft keeps it too).',
  /** The site's own words, given a language from a file (lib/content/site-words.ts). */
  defaultTab: (name: string) => `${name}, default`,
  defaultIntro: (name: string) =>
    `Your text in ${name} is what the editors hold. Here are the site’s own words: its menu, headings, buttons and messages.`,
  wordsTitle: (name: string) => `The site’s words in ${name}`,
  wordsShipped: (name: string, own: number, total: number) =>
    own === 0
      ? `The site comes with its words in ${name}.`
      : `The site comes with its words in ${name}; ${own} of its ${total} messages are yours.`,
  wordsEnglish: (name: string, own: number, total: number) =>
    own === 0
      ? `The site comes with no words in ${name}: its menu, buttons and messages show in English until you upload them.`
      : `${own} of the site’s ${total} messages are yours in ${name}; the others show in English.`,
  wordsHowTo:
    'Download the words file, write each message in the language (keep what stands in braces {…} and tags <…> as it is), then upload it. A message left out or empty keeps the text shown now.',
  wordsDownload: 'Download the words file',
  wordsFile: 'Words file (.json)',
  wordsUpload: 'Upload words',
  wordsUploading: 'Checking…',
  wordsUploaded: 'Words saved: the pages use them now',
  wordsUndoText: (name: string) => `Words in ${name} changed`,
  wordsRemove: 'Remove your words',
  wordsRemoved: 'Your words are removed',
  wordsChoose: 'Choose a words file (.json) to upload.',
  unknownWordsLanguage: 'That language is not one of your site’s languages (Site Languages).',
  conflict:
    'These translations were changed in another tab or session since you opened them. Your text is still in the form: reload to see theirs, then save again.',
} as const;
