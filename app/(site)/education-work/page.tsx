import { EducationWork } from '@/components/sections/education-work';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/education-work', ['about', 'educationTimeline', 'workTimeline'], (content) => (
  <EducationWork education={content.educationTimeline} work={content.workTimeline} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
