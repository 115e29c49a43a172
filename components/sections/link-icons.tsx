import { PathIcon } from '@/components/site/icons';

// Icons of server-rendered links (project cards, contact): their paths kept out of
// components/site/icons.tsx, which the top bar and bottom menu ship to the browser.
type LinkIconName = 'code' | 'external' | 'document' | 'mail';

const PATHS: Record<LinkIconName, string> = {
  code: 'M8.6 16.6 4 12l4.6-4.6L7.2 6 1.2 12l6 6zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6z',
  external:
    'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  document: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM8 13v2h8v-2zm0 4v2h8v-2z',
  mail: 'M2 5h20v14H2zm2 2v.5l8 5 8-5V7l-8 5z',
};

/** A decorative 16 px icon beside a link's text (hidden from assistive technology). */
export function LinkIcon({ name }: { name: LinkIconName }) {
  return <PathIcon d={PATHS[name]} width="16" height="16" />;
}
