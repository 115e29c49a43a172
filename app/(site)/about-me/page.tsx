import { About } from '@/components/sections/about';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/about-me', ['about'], (content, { words }) => (
  <About about={content.about} words={words} lead />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
