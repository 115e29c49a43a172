import type { SectionKey } from './schemas';

/** The cache tag of a section: every cached page, image or file built from the section carries it. */
export const sectionTag = (key: SectionKey): string => `content:${key}`;
