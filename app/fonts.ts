import localFont from 'next/font/local';

// Both faces are preloaded and same-origin, so they are nearly always there for the first paint.
// When one is late (a slow line), the text shows at once in its fallback and the face takes over
// when it arrives, on that very visit: `optional` would keep a late font out for the whole page
// load. Each fallback is metric-matched (next/font's adjustFontFallback builds an Arial face with
// the font's size-adjust and ascent/descent overrides), so the swap moves next to nothing.

/** The display face: the owner's name and headings (h1 and h2 in 700, the others in 600). */
export const displayFont = localFont({
  src: [
    { path: './fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: './fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: 'Arial',
  // Its metric twins where there is no Arial (styles/globals.scss), then the system's.
  fallback: ['Poppins Arial-metric Fallback', 'system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});

/** The text face: everything read (Inter, drawn for screens), regular and semibold. */
export const textFont = localFont({
  src: [
    { path: './fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-text',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['Inter Arial-metric Fallback', 'system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
