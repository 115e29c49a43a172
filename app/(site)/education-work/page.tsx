import { EducationWork } from '@/components/sections/education-work';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/education-work', ['about', 'educationTimeline', 'workTimeline'], (content, { words }) => (
  <EducationWork education={content.educationTimeline} work={content.workTimeline} words={words} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
