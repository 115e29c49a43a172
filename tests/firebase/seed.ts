import { DEMO_USER } from '@/lib/content/demo';

/**
 * The Firebase pass starts as a first deploy does: an empty database (no `user` node). The
 * build seeds the demo owner into it, so the pages must show these demo texts.
 */
export const DEMO_MARKERS = {
  fullName: DEMO_USER.about.fullName,
  quote: DEMO_USER.home.quote,
  tagline: DEMO_USER.home.taglines[0],
  address: DEMO_USER.about.address,
  skill: DEMO_USER.skills['demo-skills-01'].name,
  frontendProject: DEMO_USER.frontendProjects['demo-frontendProjects-01'].title,
  backendProject: DEMO_USER.backendProjects['demo-backendProjects-01'].title,
} as const;

/**
 * The first path at which `actual` lacks or differs from `expected` (every leaf of `expected`
 * must be in `actual`; extra fields, such as a schema version stamped into the seed, are
 * allowed), or null when it holds all of it.
 */
export function firstDifference(expected: unknown, actual: unknown, at = 'user'): string | null {
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return at;
    for (const [key, value] of Object.entries(expected)) {
      const found = firstDifference(value, (actual as Record<string, unknown>)[key], `${at}/${key}`);
      if (found) return found;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : at;
}

/** Accounts of the Auth stand-in in the Firebase pass: the owner (allowed by ADMIN_EMAILS) and a stranger. */
export const E2E_FIREBASE_USERS = {
  owner: {
    localId: 'owner-uid',
    email: 'owner@portfolio.example',
    password: 'owner-firebase-password',
    emailVerified: true,
  },
  stranger: {
    localId: 'stranger-uid',
    email: 'stranger@portfolio.example',
    password: 'stranger-password',
    emailVerified: true,
  },
} as const;

/** Strings every build of the Firebase web SDK (app, auth, database) carries. */
export const FIREBASE_CLIENT_MARKERS = ['identitytoolkit.googleapis.com', 'firebaseio.com', '@firebase/'];
