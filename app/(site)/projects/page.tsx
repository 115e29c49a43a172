import { Projects } from '@/components/sections/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/projects', ['about', ...PROJECT_KEYS], (content, { words, prefix }) => (
  <Projects content={content} words={words} prefix={prefix} leadImage />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
