// The page in another published language (app/[lang]/layout.tsx): the default language's, re-exported.
export { default, generateMetadata } from '../../(site)/contact/page';
