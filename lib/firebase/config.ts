import { createPrivateKey } from 'node:crypto';

/** Service-account settings firebase-admin needs (server only). */
export interface FirebaseAdminConfig {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  databaseURL: string;
  storageBucket?: string;
}

/** The public web-app settings the browser SDK needs (safe to send to the browser). */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseURL: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  /** Local Auth emulator (http://127.0.0.1:PORT) for development and tests; never on Google. */
  authEmulatorUrl?: string;
}

export interface FirebaseSettings {
  /** Present when DATA_BACKEND=firebase (or whenever all four credentials are given). */
  admin?: FirebaseAdminConfig;
  /** Present when every required NEXT_PUBLIC_FIREBASE_* variable is set. */
  client?: FirebaseClientConfig;
  /** Lower-cased e-mail addresses allowed to sign in as the owner through Firebase Auth. */
  adminEmails: string[];
  /** Firebase sign-in on /login: on when the client config and ADMIN_EMAILS are both set. */
  ownerSignIn: boolean;
}

type Source = Record<string, string | undefined>;

const FIREBASE_ADMIN_VARS = [
  'FIREBASE_PROJECT_ID',
  'FIREBASE_CLIENT_EMAIL',
  'FIREBASE_PRIVATE_KEY',
  'FIREBASE_DATABASE_URL',
] as const;

const FIREBASE_CLIENT_VARS = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_DATABASE_URL',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
] as const;

const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function value(source: Source, name: string): string | undefined {
  return source[name]?.trim() || undefined;
}

/** Accepts the key as pasted from the service-account JSON, with real or escaped newlines. */
function normalizePrivateKey(raw: string): string {
  return raw.replace(/^"|"$/g, '').replace(/\\n/g, '\n');
}

function isPrivateKey(pem: string): boolean {
  if (!pem.includes('-----BEGIN') || !pem.includes('PRIVATE KEY-----')) return false;
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** A Realtime Database URL: https, or plain http on this machine for an emulator. */
function isDatabaseUrl(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.protocol === 'https:') return u.hostname.includes('.');
    return u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost');
  } catch {
    return false;
  }
}

/**
 * Reads and checks every Firebase variable. Returns the settings plus one clear message per
 * missing or malformed variable; credentials are required only for DATA_BACKEND=firebase.
 */
export function readFirebaseSettings(
  source: Source,
  backend: 'file' | 'firebase',
): { settings: FirebaseSettings; issues: string[] } {
  const issues: string[] = [];
  const settings: FirebaseSettings = { adminEmails: [], ownerSignIn: false };

  const adminGiven = FIREBASE_ADMIN_VARS.filter((n) => value(source, n));
  if (backend === 'firebase' || adminGiven.length > 0) {
    for (const name of FIREBASE_ADMIN_VARS) {
      if (!value(source, name)) {
        issues.push(`${name}: is required when DATA_BACKEND=firebase (from the Firebase service-account JSON)`);
      }
    }
    const projectId = value(source, 'FIREBASE_PROJECT_ID');
    const clientEmail = value(source, 'FIREBASE_CLIENT_EMAIL');
    const rawKey = value(source, 'FIREBASE_PRIVATE_KEY');
    const databaseURL = value(source, 'FIREBASE_DATABASE_URL');
    const storageBucket = value(source, 'FIREBASE_STORAGE_BUCKET');
    const privateKey = rawKey ? normalizePrivateKey(rawKey) : undefined;
    if (projectId && !PROJECT_ID.test(projectId)) {
      issues.push('FIREBASE_PROJECT_ID: must be a Firebase project id (6-30 lower-case letters, digits and dashes)');
    }
    if (clientEmail && !EMAIL.test(clientEmail)) {
      issues.push('FIREBASE_CLIENT_EMAIL: must be the service account e-mail (…@….iam.gserviceaccount.com)');
    }
    if (privateKey && !isPrivateKey(privateKey)) {
      issues.push(
        'FIREBASE_PRIVATE_KEY: must be the PEM private key of the service account ("-----BEGIN PRIVATE KEY-----…"; \\n escapes are accepted)',
      );
    }
    if (databaseURL && !isDatabaseUrl(databaseURL)) {
      issues.push(
        'FIREBASE_DATABASE_URL: must be the https URL of the Realtime Database (https://<project>-default-rtdb.firebaseio.com)',
      );
    }
    if (storageBucket && !/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(storageBucket)) {
      issues.push('FIREBASE_STORAGE_BUCKET: must be a bucket name such as <project>.appspot.com');
    }
    if (issues.length === 0 && projectId && clientEmail && privateKey && databaseURL) {
      settings.admin = { projectId, clientEmail, privateKey, databaseURL, storageBucket };
    }
  }

  const clientGiven = FIREBASE_CLIENT_VARS.filter((n) => value(source, n));
  if (clientGiven.length > 0) {
    const missing = FIREBASE_CLIENT_VARS.filter((n) => !value(source, n));
    for (const name of missing)
      issues.push(`${name}: is required once any NEXT_PUBLIC_FIREBASE_* variable is set (Firebase web app config)`);
    const clientDbUrl = value(source, 'NEXT_PUBLIC_FIREBASE_DATABASE_URL');
    const emulatorHost = value(source, 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST');
    const emulatorUrl = emulatorHost ? `http://${emulatorHost}` : undefined;
    if (emulatorHost && !/^(127\.0\.0\.1|localhost):\d{1,5}$/.test(emulatorHost)) {
      issues.push('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: must be 127.0.0.1:PORT or localhost:PORT');
    }
    if (clientDbUrl && !isDatabaseUrl(clientDbUrl)) {
      issues.push('NEXT_PUBLIC_FIREBASE_DATABASE_URL: must be the https URL of the Realtime Database');
    }
    if (missing.length === 0 && (!clientDbUrl || isDatabaseUrl(clientDbUrl))) {
      settings.client = {
        apiKey: value(source, 'NEXT_PUBLIC_FIREBASE_API_KEY')!,
        authDomain: value(source, 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN')!,
        projectId: value(source, 'NEXT_PUBLIC_FIREBASE_PROJECT_ID')!,
        databaseURL: clientDbUrl!,
        appId: value(source, 'NEXT_PUBLIC_FIREBASE_APP_ID')!,
        storageBucket: value(source, 'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET'),
        messagingSenderId: value(source, 'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID'),
        authEmulatorUrl: emulatorUrl,
      };
    }
  }

  if (source.VERCEL === '1' && source.VERCEL_ENV === 'production' && !value(source, 'SESSION_SECRET')) {
    issues.push(
      'SESSION_SECRET: is required on Vercel, where no disk keeps a generated one (at least 32 random characters)',
    );
  }

  const emails = value(source, 'ADMIN_EMAILS');
  if (emails) {
    const list = emails
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((e) => e.toLowerCase());
    const bad = list.filter((e) => !EMAIL.test(e));
    if (bad.length > 0)
      issues.push(`ADMIN_EMAILS: not e-mail addresses: ${bad.join(', ')} (separate addresses with commas)`);
    else settings.adminEmails = list;
  }
  settings.ownerSignIn = Boolean(settings.client && settings.adminEmails.length > 0);
  return { settings, issues };
}
