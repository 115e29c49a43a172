/** The contact section's side column: how else to reach the owner. */
export const CONTACT_ASIDE = {
  /** The section's opening line (the address itself is in the side column). */
  intro: 'Have a project in mind or a role to fill? Send me a message, or reach me directly by email.',
  label: 'Other ways to reach me',
  email: 'Email',
  availability: 'Availability',
  freelancing: (value: string) => `Freelancing: ${value}`,
  resume: 'Résumé',
  resumeLink: 'View web résumé',
} as const;
