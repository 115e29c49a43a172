import { NextResponse } from 'next/server';
import { ensureCredentials } from '@/lib/auth/credentials';
import { startSession } from '@/lib/auth/session';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { env } from '@/lib/env';
import { firebaseAuthForOwner } from '@/lib/firebase/owner-auth';
import { exchangeOwnerToken } from '@/lib/firebase/owner-exchange';
import { getStore } from '@/lib/store';
import { readBodyText } from '@/lib/http/read-body';
import { refuse } from '@/lib/http/refuse';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

const MAX_BODY_BYTES = 16_384;

/** Owner sign-in with Firebase: a verified ID token of an allowed account becomes the site session. */
export async function POST(request: Request) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const config = env();
  const owner = firebaseAuthForOwner(config.firebase);
  if (!owner) return refuse(404, FIREBASE_MESSAGES.ownerSignInOff);
  // Capped on the bytes received, whatever Content-Length or Transfer-Encoding say.
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (!text.ok && text.reason === 'too-large') {
    return refuse(413, `The sign-in request is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  }
  let body: unknown = null;
  try {
    body = text.ok ? JSON.parse(text.text) : null;
  } catch {
    body = null;
  }
  const store = getStore();
  const result = await exchangeOwnerToken(body, {
    auth: owner.auth,
    checkRevoked: owner.checkRevoked,
    adminEmails: config.firebase.adminEmails,
    store,
    startSession: async () => startSession((await ensureCredentials(store, config)).username),
  });
  return NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
