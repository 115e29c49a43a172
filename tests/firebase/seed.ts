import { DEMO_USER } from '@/lib/content/demo';

/** Content the Firebase pass seeds: the demo owner with markers that exist nowhere else. */
export const FIREBASE_MARKERS = {
  fullName: 'Rowan Realtime',
  skill: 'Protocol Plumbing',
  quote: 'Served from the Realtime Database.',
} as const;

export function firebaseSeed() {
  const user = JSON.parse(JSON.stringify(DEMO_USER));
  user.about.fullName = FIREBASE_MARKERS.fullName;
  user.home.quote = FIREBASE_MARKERS.quote;
  user.skills['firebase-marker'] = { name: FIREBASE_MARKERS.skill, order: 0 };
  return { user };
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
