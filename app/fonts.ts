import localFont from 'next/font/local';

export const poppins = localFont({
  src: [
    { path: './fonts/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: './fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-poppins',
  // Not preloaded: Chromium holds the first paint for a preloaded `optional` font, and on the
  // public pages that wait let the framework's scripts run before the first (and largest) paint
  // (docs/benchmarks.md, "Page speed, second round"). Requested as soon as the inline CSS is
  // applied; when it comes later than its short block period, this page load keeps the fallback
  // rather than swapping and shifting the text (CLS 0), and the next page load has it cached.
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
