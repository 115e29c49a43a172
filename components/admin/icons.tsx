import type { SVGProps } from 'react';

/**
 * The admin's one icon set: 24 px outline glyphs drawn with the text colour (1.75 px strokes, round
 * ends). Always beside a text that says the same, so hidden from assistive technology.
 */
const GLYPHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  home: 'M4 11 12 4l8 7M6 9.5V20h4.5v-5h3v5H18V9.5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  code: 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 6l-3 12',
  cube: 'M12 3 20 7.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9z',
  school: 'M2.5 9 12 4.5 21.5 9 12 13.5zM6.5 11v5c1.5 1.5 3.5 2.25 5.5 2.25s4-.75 5.5-2.25v-5M21.5 9v5',
  briefcase: 'M4 8h16v11H4zM9 8V5.5h6V8M4 13h16',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  folder:
    'M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.5l2 2H19a1.5 1.5 0 0 1 1.5 1.5V18a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18z',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5L13 16M12 15l2.5-2.5L20 18M15.5 9.5h.01',
  inbox: 'M4 13V6h16v7M4 13v5h16v-5M4 13h4.5l1 2h5l1-2H20',
  chart: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  history: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v3.5h3.5M12 8v4.5l3 2',
  key: 'M14.5 14a5 5 0 1 0-4.9-4L3.5 16v3.5H7v-2h2v-2h2l.6-.6a5 5 0 0 0 2.9.6zM16 8h.01',
  archive: 'M3.5 5h17v4h-17zM5 9v10h14V9M10 13h4',
  logout: 'M10 5H5.5v14H10M15 8l4 4-4 4M19 12H9',
  external: 'M13.5 4.5H19.5V10.5M19.5 4.5 11 13M18 14v5H5V6h5',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  upload: 'M12 15V4.5M7.5 9 12 4.5 16.5 9M4.5 15v4.5h15V15',
  plus: 'M12 5v14M5 12h14',
  note: 'M6 3.5h8.5L18 7v13.5H6zM14.5 3.5V7H18M9 11h6M9 14.5h6M9 18h3.5',
} as const;

export type AdminIconName = keyof typeof GLYPHS;

export function AdminIcon({
  name,
  size = 20,
  ...props
}: { name: AdminIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}
