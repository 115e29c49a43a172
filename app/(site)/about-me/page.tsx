import { About } from '@/components/sections/about';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/about-me', ['about'], (content) => <About about={content.about} lead />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
