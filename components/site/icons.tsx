import type { SVGProps } from 'react';

export type IconName = 'home' | 'user' | 'briefcase' | 'code' | 'folder' | 'mail' | 'login' | 'menu' | 'close';

const PATHS: Record<IconName, string> = {
  home: 'M3 11 12 3l9 8v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z',
  briefcase: 'M9 4h6a2 2 0 0 1 2 2v1h4v13H3V7h4V6a2 2 0 0 1 2-2zm0 3h6V6H9z',
  code: 'M8.6 16.6 4 12l4.6-4.6L7.2 6 1.2 12l6 6zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6z',
  folder: 'M2 5a1 1 0 0 1 1-1h6l2 2h10a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z',
  mail: 'M2 5h20v14H2zm2 2v.5l8 5 8-5V7l-8 5z',
  login: 'M10 17v-3H3v-4h7V7l5 5zm3 4v-2h6V5h-6V3h6a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
};

/** A decorative icon of one path on a 24-unit grid, 24 px unless sized (hidden from assistive technology). */
export function PathIcon({ d, ...props }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <PathIcon d={PATHS[name]} {...props} />;
}
