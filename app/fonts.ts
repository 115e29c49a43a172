import localFont from 'next/font/local';

export const poppins = localFont({
  src: [
    { path: './fonts/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: './fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-poppins',
  // Preloaded and same-origin, so it is nearly always there for the first paint; when it is late,
  // this page load keeps the fallback rather than swapping and shifting the text (CLS 0).
  display: 'optional',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
