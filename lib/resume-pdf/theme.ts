import type { ResumeVariant } from '@/lib/resume';

/** Dark: the site's night palette, light text; light: a white page that prints well. */
export const RESUME_THEMES = {
  dark: { page: '#0b0f1a', text: '#f1f3f8', muted: '#b4bacb', accent: '#ff5c93', rule: '#2c3350' },
  light: { page: '#ffffff', text: '#1a1d29', muted: '#4a5063', accent: '#b8124f', rule: '#d5d8e2' },
} satisfies Record<ResumeVariant, Record<string, string>>;

export type ResumeTheme = (typeof RESUME_THEMES)[ResumeVariant];
