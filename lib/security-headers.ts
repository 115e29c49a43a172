import { PUBLIC_ROUTES } from './constants';
import { PREFIX_SHAPE } from './content/language-tag';

/**
 * Response headers for every route. The Content-Security-Policy allows this site's own origin,
 * plus EmailJS and Firebase origins only when those services are configured.
 */
export interface SecurityOptions {
  production: boolean;
  firebase: boolean;
  firebaseAuthDomain?: string;
  /** A local Firebase Auth emulator (127.0.0.1:PORT) the browser talks to in development and tests. */
  firebaseAuthEmulatorHost?: string;
}

const EMAILJS = ['https://api.emailjs.com'];
const FIREBASE_CONNECT = [
  // The Realtime Database (both its domains, over https and websockets), then Auth's endpoints.
  ...['firebaseio.com', 'firebasedatabase.app'].flatMap((domain) => [`https://*.${domain}`, `wss://*.${domain}`]),
  ...['identitytoolkit', 'securetoken', 'www'].map((name) => `https://${name}.googleapis.com`),
];
const FIREBASE_SCRIPTS = ['https://apis.google.com', 'https://www.gstatic.com'];

export function contentSecurityPolicy(o: SecurityOptions): string {
  const connect = [
    "'self'",
    // Always: the policy is fixed at build (next.config.ts), the mail settings are read at run time
    // (a restart with them turns mail on), and the browser sends the mail itself.
    ...EMAILJS,
    ...(o.firebase ? FIREBASE_CONNECT : []),
    ...(o.firebase && o.firebaseAuthEmulatorHost ? [`http://${o.firebaseAuthEmulatorHost}`] : []),
  ];
  // Next.js streams its payload in inline scripts on pre-rendered pages, which nonces cannot
  // serve without giving up static rendering; so inline scripts are allowed, nothing external.
  // No hash or nonce may join this list: with one, browsers ignore 'unsafe-inline' (CSP 2) and
  // those payload scripts, hence hydration, are blocked. The theme script in app/document.tsx is
  // allowed as they are.
  const script = [
    "'self'",
    "'unsafe-inline'",
    ...(o.production ? [] : ["'unsafe-eval'"]),
    ...(o.firebase ? FIREBASE_SCRIPTS : []),
  ];
  const frames = o.firebase && o.firebaseAuthDomain ? [`https://${o.firebaseAuthDomain}`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // No inline event handler runs (onerror="…" in markup a widget might build from content):
    // neither Next.js nor React writes any; React sets its handlers from script.
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** For JSON and image responses, which never run scripts or load anything. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** The fixed headers, set for every path in next.config.ts (the Content-Security-Policy beside them). */
export function securityHeaders(o: SecurityOptions): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    },
    ...(o.production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ];
}

/**
 * Cross-Origin-Opener-Policy, for every document but the public pages (OPENER_POLICY_SOURCE):
 * the admin area, sign-in, API answers, files and error pages. With Firebase its sign-in popup
 * must keep its opener.
 *
 * Not on the public pages: they hold nothing per visitor for another window to probe or steer,
 * and the policy costs each arrival a switch of browsing context group, i.e. a renderer process
 * started for the page instead of the one at hand: under Lighthouse's phone emulation the page's
 * commit task went 11 → 18 ms median, most runs' one long task (docs/history/benchmarks-server-mjs.md, "Page speed,
 * sixth round"). Every way into the admin area is a full page load, so the policy of its
 * documents applies even when the owner starts on a public page.
 */
export function openerPolicy(o: SecurityOptions): { key: string; value: string } {
  return { key: 'Cross-Origin-Opener-Policy', value: o.firebase ? 'same-origin-allow-popups' : 'same-origin' };
}

/** The public pages' paths after the first slash: the six routes, a project's own page, the notes and each note. */
const PUBLIC_PAGE_PATHS = `(?:${[...PUBLIC_ROUTES.map((r) => r.href.slice(1)).filter(Boolean), 'projects/[^/]+', 'notes', 'notes/[^/]+'].join('|')})?`;

/** A next.config.ts `headers()` source: every path except the public pages, in the default language or under a language's prefix (`/de`, `/de/about-me`). */
export const OPENER_POLICY_SOURCE = `/:path((?!(?:${PREFIX_SHAPE}(?:/|$))?${PUBLIC_PAGE_PATHS}$).*)`;

/** Options from the process environment (read when the server configuration loads). */
export function securityOptionsFromEnv(env: Record<string, string | undefined>): SecurityOptions {
  const set = (k: string) => typeof env[k] === 'string' && env[k].trim() !== '';
  const emulatorHost = env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?.trim() ?? '';
  return {
    production: env.NODE_ENV === 'production',
    firebase: set('NEXT_PUBLIC_FIREBASE_API_KEY') || env.DATA_BACKEND === 'firebase',
    firebaseAuthDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?.trim() || undefined,
    firebaseAuthEmulatorHost: /^(127\.0\.0\.1|localhost):\d{1,5}$/.test(emulatorHost) ? emulatorHost : undefined,
  };
}
