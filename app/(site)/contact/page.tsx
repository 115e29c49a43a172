import { Contact } from '@/components/sections/contact';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/contact', ['about'], (content, { words, tag }) => (
  <Contact about={content.about} words={words} language={tag} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
