import { Contact } from '@/components/sections/contact';
import { sectionRoute } from '../section-route';

const route = sectionRoute('/contact', ['about'], (content) => <Contact about={content.about} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
