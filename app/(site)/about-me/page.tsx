import { About } from '@/components/sections/about';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/about-me', ['about'], (content, { words, prefix }) => (
  <About about={content.about} words={words} prefix={prefix} lead />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
