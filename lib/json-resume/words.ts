/** JSON Resume in and out (issue 31, part 2): the public export, the admin's import, their errors. */
export const JSON_RESUME = {
  /** The public export, and the admin's download of it. */
  publicPath: '/resume.json',
  adminEndpoint: '/api/admin/json-resume',
  downloadName: 'resume.json',
  schemaUrl: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  schemaVersion: 'v1.0.0',
  /** Largest resume.json accepted: a real one is a few dozen KB. */
  maxBytes: 1024 * 1024,
  /** Deepest nesting accepted: the schema itself goes 4 levels down. */
  maxDepth: 16,
  /** Most problems listed for one file. */
  maxErrors: 50,
  /** Titles joined from two parts ("Position, Company") and split again on export. */
  titleJoin: ', ',
  /** Skills and languages: "English (Native speaker)". */
  fluency: (language: string, fluency: string) => `${language} (${fluency})`,
  /** Bullet of a highlight in a description. */
  bullet: '- ',
  /** Where projects not yet on the site go; a project whose name is already here is updated where it is. */
  newProjectsList: 'fullstackProjects',
  newProjectImage: '/demo/image-unavailable.svg',
  newProjectImageAlt: (title: string) => `No image of ${title} yet`,
  avatarAlt: (name: string) => `Photo of ${name}`,
  /** Icons of new social links, by network (lower case); others get the link icon. */
  networkIcons: { github: '/demo/icon-github.png', linkedin: '/demo/icon-linkedin.png' } as Record<string, string>,
  otherNetworkIcon: '/demo/icon-link.svg',
  networkIconAlt: (network: string) => `${network} logo`,
  newLinkColor: '#f5f5f5',
  /** Hosts whose project URL is a code link rather than a demo. */
  codeHosts: ['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org'],
  /** Errors: each names the place in the file. */
  notJson: (reason: string) => `The file is not valid JSON: ${reason}`,
  notUtf8: 'The file is not valid JSON: it is not UTF-8 text',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${maxBytes / (1024 * 1024)} MB; a resume.json is far smaller`,
  tooDeep: (maxDepth: number) => `The file is nested more than ${maxDepth} levels deep; a JSON Resume never is`,
  notObject: 'The file must contain a JSON object (a JSON Resume document)',
  nothingToImport:
    'The file has none of basics, work, education, skills, languages or projects, so there is nothing to import',
  wholeFile: '(file)',
  unknownTopLevel: 'is not a JSON Resume field',
  datePattern: 'must be a date as YYYY, YYYY-MM or YYYY-MM-DD',
  /**
   * Notes on what the import takes in differently from the file, each naming the entry as the file
   * has it ("work 3 (Acme)", counted from 1) or "basics".
   */
  entry: (section: string, index: number, name: string) => `${section} ${index + 1}${name ? ` (${name})` : ''}`,
  basics: 'basics',
  /** Longest entry name a note repeats. */
  noteNameMax: 40,
  ellipsis: '…',
  leftOut: (where: string, reason: string) => `${where}: ${reason} — left out`,
  shortened: (where: string, field: string, max: number) =>
    `${where}: ${field} longer than ${max} characters — shortened`,
  keptOwn: (where: string, field: string, reason: string) =>
    `${where}: ${field} not taken (${reason}) — the site keeps its own`,
  noStartDate: 'no start date',
  notADate: (field: string, value: string) => `${field} ${value} is not a real date`,
  noPlace: 'no position or company name',
  noName: 'no name',
  noUrl: 'no url',
  imageKept: (problem: string) => `basics: image not taken (the image ${problem}) — your avatar stays as it is`,
  draftReplaced: (section: string) =>
    `${section}: your unpublished draft is set aside by the import (Undo brings it back).`,
  skippedSections: (names: string[]) => `Not imported (the site has no place for them): ${names.join(', ')}.`,
  keptNote: 'Images, colours, case studies, the home page quote and background, and the skill images stay as they are.',
  /** The demo's leftovers an import can clear: its taglines, what a same-named demo project still holds, its notes. */
  clearDemo: "Also clear the demo's leftovers",
  demoTaglines: (taglines: string[]) => `Taglines: ${taglines.map((t) => `“${t}”`).join(', ')}`,
  demoProject: (title: string, fields: string[]) => `Project “${title}”: the demo's ${fields.join(', ')}`,
  demoNotes: (titles: string[]) => `The demo's notes: ${titles.map((t) => `“${t}”`).join(', ')}`,
  /** A demo project's fields cleared, by the words that list them (the image gets the new-project placeholder). */
  demoProjectFields: {
    image: 'image',
    gallery: 'gallery',
    gitLink: 'code link',
    demoLink: 'demo link',
    techstack: 'tech stack',
    description: 'description',
    summary: 'summary',
    role: 'role',
    year: 'year',
    team: 'team',
    duration: 'duration',
    problem: 'problem',
    approach: 'approach',
    outcome: 'outcome',
  },
  /** A file in another of the site's languages: its text becomes that language's translation. */
  languageLabel: 'Language of the file',
  languageHint:
    'In another language, the file translates what the site already has: each entry is matched by its dates (work, education), its address or name (projects, profiles), or its place (skills, languages).',
  notALanguage: 'That language is not one of your site’s languages (Site Languages).',
  noMatch: (where: string, how: string) => `${where}: no entry of the site has ${how} — left out`,
  matchByDates: 'the same dates',
  matchByAddress: 'the same address or name',
  countDiffers: (what: string, file: number, site: number) =>
    `${what}: the file lists ${file}, the site ${site}, so they cannot be matched by place — left out`,
  refusedText: (section: string, field: string) => `${section}: a ${field} the site’s rules refuse — left out`,
  translationsTitle: (language: string) => `Translations (${language})`,
  changedSinceCheck:
    'The site changed after this file was checked; check it again to see what the import would change now',
  /** How History names the revision of an import. */
  historyKind: 'JSON Resume imported',
  /** The admin panel, on the dashboard under Backup, linked from the navigation's Settings. */
  title: 'JSON Resume',
  anchor: 'json-resume',
  intro:
    'Move in from a résumé in the open JSON Resume format (jsonresume.org), or take yours with you. The download is the same file as the public /resume.json: published content only.',
  download: 'Download resume.json',
  fileLabel: 'JSON Resume file (resume.json)',
  chooseFile: 'Choose a resume.json file first',
  check: 'Check file',
  checking: 'Checking...',
  rules:
    'Sections the file leaves out stay as they are. A work, education, skill, language or project list in the file replaces that list; projects whose name is already on the site are updated in their list and keep their images and case study, new ones go into Fullstack Projects. Social links are matched by network name and keep their icon and colour; email links stay.',
  previewTitle: 'Check before importing',
  previewIntro: 'Importing this file changes these sections:',
  noChange: 'Nothing would change: the site already matches this file.',
  notesTitle: 'Needs your attention',
  confirm: 'Import into the site',
  cancel: 'Cancel',
  cancelled: 'Import cancelled: nothing was changed',
  refused: (count: number) => `Import refused: ${count} problem${count === 1 ? '' : 's'}; nothing was changed`,
  refusedTitle: 'The file was not imported; nothing was changed:',
  unreachable: 'Import failed: the server could not be reached',
  imported: (sections: number) =>
    `JSON Resume imported: ${sections} section${sections === 1 ? '' : 's'} changed. Undo takes it all back.`,
} as const;
