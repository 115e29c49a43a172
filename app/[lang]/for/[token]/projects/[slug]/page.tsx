// A share link's case study in another published language: the default language's, re-exported.
export { default, generateMetadata } from '../../../../../(site)/for/[token]/projects/[slug]/page';

// Segment config is read from the route file itself, not through a re-export.
export const instant = false;
