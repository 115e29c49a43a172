// A share link's page in another published language (app/[lang]/layout.tsx): the default language's, re-exported.
export { default, generateMetadata } from '../../../(site)/for/[token]/page';

// Segment config is read from the route file itself, not through a re-export.
export const instant = false;
