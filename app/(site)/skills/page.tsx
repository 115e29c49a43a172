import { Skills } from '@/components/sections/skills';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/skills', ['about', 'skills', 'languagesKnown', 'skillsCubeImg'], (content, { words }) => (
  <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} words={words} lead />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
