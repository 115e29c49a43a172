/** What the build names when NEXT_PUBLIC_SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Canonical links, Open Graph and Twitter cards, sitemap.xml, robots.txt and the Person JSON-LD
 * are written at build from NEXT_PUBLIC_SITE_URL. Without it they would name
 * http://localhost:3000, which no visitor or search engine can reach: `next build` says so
 * loudly, and refuses on Vercel, where the build is surely the public site.
 */
export type SiteUrlVerdict = { level: 'ok' } | { level: 'warn' | 'error'; message: string };

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

export function checkSiteUrl(env: Record<string, string | undefined>): SiteUrlVerdict {
  const value = env.NEXT_PUBLIC_SITE_URL?.trim() ?? '';
  const onVercel = Boolean(env.VERCEL);
  // A malformed value is lib/env.ts's to name (it stops the build with that message).
  const local = value !== '' && LOCAL_HOST.test(URL.parse(value)?.hostname ?? '');
  if (value !== '' && !(onVercel && local)) return { level: 'ok' };
  const problem =
    value === ''
      ? `NEXT_PUBLIC_SITE_URL is not set, so this build uses ${DEFAULT_SITE_URL}`
      : `NEXT_PUBLIC_SITE_URL is ${value}, a local address`;
  const lines = [
    `${problem} as the site's public URL.`,
    'Canonical links, Open Graph and Twitter card images, sitemap.xml, robots.txt and the',
    'Person JSON-LD of every pre-rendered page will point there, where no visitor or search engine',
    'can follow them.',
    onVercel
      ? 'Set NEXT_PUBLIC_SITE_URL (e.g. https://you.vercel.app) in Vercel → Settings → Environment Variables and deploy again.'
      : 'Set NEXT_PUBLIC_SITE_URL to the public URL (e.g. https://you.example) before building for the web.',
  ];
  if (onVercel) return { level: 'error', message: ['Build stopped:', ...lines].join('\n') };
  const rule = '!'.repeat(96);
  return { level: 'warn', message: [rule, ...lines.map((line) => `! ${line}`), rule].join('\n') };
}
