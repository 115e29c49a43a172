/** The case study on a project's page (/projects/<slug>): its facts, sections and the next project's card. */
export const CASE_STUDY = {
  /** Facts shown beside Tech stack / Role / Year when set. */
  team: 'Team',
  duration: 'Duration',
  /** The article's sections, in this order; one not written is left out. */
  sections: [
    { field: 'problem', heading: 'Problem' },
    { field: 'approach', heading: 'Approach' },
    { field: 'outcome', heading: 'Outcome' },
  ],
  /** The card at the end of the page, linking to the next project (the first after the last). */
  next: 'Next project',
} as const;
