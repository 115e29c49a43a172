import {
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as authSignOut,
  type Auth,
} from 'firebase/auth';
import { onValue, ref, set, update, type Database } from 'firebase/database';
import { MESSAGES } from '@/lib/constants';
import { USERS_PATH } from '@/lib/store/paths';

/** What users/{userId} holds. */
interface UserRecord {
  status: string;
}

const at = (db: Database, path: string) => (path.replace(/^\/+|\/+$/g, '') === '' ? ref(db) : ref(db, path));

async function logged<T>(run: () => Promise<T>, success?: string): Promise<T> {
  try {
    const result = await run();
    if (success) console.log(success);
    return result;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    throw error;
  }
}

/**
 * The provider's operations on a Firebase Auth and Realtime Database pair. No sign-up: accounts
 * are made in the Firebase console (only the owner's may manage the site), so the client never
 * ships createUserWithEmailAndPassword.
 */
export function createFirebaseActions(auth: Auth, db: Database) {
  return {
    /** Reads the value at `path` once (null when nothing is there). */
    readOnce: <T = unknown>(path: string) =>
      logged(
        () =>
          new Promise<T | null>((resolve, reject) => {
            onValue(at(db, path), (snapshot) => resolve(snapshot.val() as T | null), reject, { onlyOnce: true });
          }),
      ),
    /** Replaces the value at `path`. */
    write: (path: string, value: unknown) => logged(() => set(at(db, path), value)),
    signIn: (email: string, password: string) =>
      logged(() => signInWithEmailAndPassword(auth, email, password), MESSAGES.signedIn),
    signInWithGoogle: () => logged(() => signInWithPopup(auth, new GoogleAuthProvider()), MESSAGES.signedIn),
    signOut: () => logged(() => authSignOut(auth)),
    /**
     * Stores the record of a user at users/{userId}: its status only, the one field the database
     * rules accept there (database.rules.json refuses any other).
     */
    addUser: (userId: string, record: UserRecord) =>
      logged(() => set(ref(db, `${USERS_PATH}/${userId}`), { status: record.status })),
    /** Writes an object holding only `status` to users/{userId}. */
    updateStatus: (userId: string, status: string) =>
      logged(() => update(ref(db, `${USERS_PATH}/${userId}`), { status })),
  };
}

export type FirebaseActions = ReturnType<typeof createFirebaseActions>;
