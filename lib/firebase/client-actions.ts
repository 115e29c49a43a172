import {
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as authSignOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { onValue, ref, set, update, type Database } from 'firebase/database';
import { MESSAGES } from '@/lib/constants';
import { USERS_PATH } from '@/lib/store/paths';

/** What users/{userId} holds. */
interface UserRecord {
  status: string;
}

/**
 * No sign-up: accounts are made in the Firebase console (only the owner's may manage the site),
 * so the client never ships createUserWithEmailAndPassword.
 */
export interface FirebaseActions {
  /** Reads the value at `path` once (null when nothing is there). */
  readOnce<T = unknown>(path: string): Promise<T | null>;
  /** Replaces the value at `path`. */
  write(path: string, value: unknown): Promise<void>;
  signIn(email: string, password: string): Promise<UserCredential>;
  signInWithGoogle(): Promise<UserCredential>;
  signOut(): Promise<void>;
  /**
   * Stores the record of a user at users/{userId}: its status only, the one field the database
   * rules accept there (database.rules.json refuses any other).
   */
  addUser(userId: string, record: UserRecord): Promise<void>;
  /** Writes an object holding only `status` to users/{userId}. */
  updateStatus(userId: string, status: string): Promise<void>;
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

/** The provider's operations on a Firebase Auth and Realtime Database pair. */
export function createFirebaseActions(auth: Auth, db: Database): FirebaseActions {
  return {
    readOnce: <T>(path: string) =>
      logged(
        () =>
          new Promise<T | null>((resolve, reject) => {
            onValue(at(db, path), (snapshot) => resolve(snapshot.val() as T | null), reject, { onlyOnce: true });
          }),
      ),
    write: (path, value) => logged(() => set(at(db, path), value)),
    signIn: (email, password) => logged(() => signInWithEmailAndPassword(auth, email, password), MESSAGES.signedIn),
    signInWithGoogle: () => logged(() => signInWithPopup(auth, new GoogleAuthProvider()), MESSAGES.signedIn),
    signOut: () => logged(() => authSignOut(auth)),
    addUser: (userId, record) => logged(() => set(ref(db, `${USERS_PATH}/${userId}`), { status: record.status })),
    updateStatus: (userId, status) => logged(() => update(ref(db, `${USERS_PATH}/${userId}`), { status })),
  };
}
