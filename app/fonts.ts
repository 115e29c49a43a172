import localFont from 'next/font/local';

export const poppins = localFont({
  src: [
    { path: './fonts/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: './fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-poppins',
  // Preloaded and same-origin, so it is nearly always there for the first paint. When it is late
  // (a slow line), the text shows at once in the fallback and the brand font takes over when it
  // arrives, on that very visit: `optional` would keep a late font out for the whole page load.
  // The fallback is metric-matched (next/font's adjustFontFallback builds an Arial face with
  // Poppins' size-adjust and ascent/descent overrides), so the swap moves next to nothing.
  display: 'swap',
  adjustFontFallback: 'Arial',
  // Its metric twins where there is no Arial (styles/globals.scss), then the system's.
  fallback: ['Poppins Arial-metric Fallback', 'system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
