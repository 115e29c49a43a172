export interface ResumeLink {
  href: string;
  label: string;
  variant: 'dark' | 'light';
}

/**
 * The two résumé downloads; which of the light and dark files comes first follows the
 * parity of a random integer (even: dark first, odd: light first), as the product always has.
 */
export function resumeLinks(
  dark: string,
  light: string,
  random: number = Math.floor(Math.random() * 100),
): ResumeLink[] {
  const darkLink: ResumeLink = { href: dark, label: 'Download résumé (dark)', variant: 'dark' };
  const lightLink: ResumeLink = { href: light, label: 'Download résumé (light)', variant: 'light' };
  return random % 2 === 0 ? [darkLink, lightLink] : [lightLink, darkLink];
}
