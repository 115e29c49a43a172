'use client';

import dynamic from 'next/dynamic';
import type { FirebaseClientConfig } from '@/lib/firebase/config';

// The Firebase SDK is fetched only when this renders, i.e. when Firebase sign-in is configured.
const FirebaseSignIn = dynamic(() => import('./firebase-sign-in').then((m) => m.FirebaseSignIn), { ssr: false });

export function LazyFirebaseSignIn({ config }: { config: FirebaseClientConfig }) {
  return <FirebaseSignIn config={config} />;
}
