import { EnvError, parseEnv } from '@/lib/env';
import { firebaseEnv, testPrivateKey } from '../helpers/firebase-credentials';

const DB_URL = 'https://portfolio-test-default-rtdb.firebaseio.com';

function messages(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected parseEnv to refuse the configuration');
}

describe('Firebase configuration', () => {
  it('names every missing credential when DATA_BACKEND=firebase', () => {
    const text = messages({ DATA_BACKEND: 'firebase' });
    for (const name of [
      'FIREBASE_PROJECT_ID',
      'FIREBASE_CLIENT_EMAIL',
      'FIREBASE_PRIVATE_KEY',
      'FIREBASE_DATABASE_URL',
    ]) {
      expect(text).toContain(`${name}: is required when DATA_BACKEND=firebase`);
    }
  });

  it('names each malformed credential', () => {
    const text = messages({
      DATA_BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: 'Bad Project!',
      FIREBASE_CLIENT_EMAIL: 'not-an-email',
      FIREBASE_PRIVATE_KEY: 'abc',
      FIREBASE_DATABASE_URL: 'ftp://db',
      FIREBASE_STORAGE_BUCKET: 'gs://x y',
    });
    expect(text).toContain('FIREBASE_PROJECT_ID: must be a Firebase project id');
    expect(text).toContain('FIREBASE_CLIENT_EMAIL: must be the service account e-mail');
    expect(text).toContain('FIREBASE_PRIVATE_KEY: must be the PEM private key');
    expect(text).toContain('FIREBASE_DATABASE_URL: must be the https URL');
    expect(text).toContain('FIREBASE_STORAGE_BUCKET: must be a bucket name');
  });

  it('refuses a PEM-looking key that does not parse', () => {
    const broken = testPrivateKey().replace(/[A-Za-z]{20}/, 'A'.repeat(20));
    expect(messages(firebaseEnv(DB_URL, { FIREBASE_PRIVATE_KEY: broken }))).toContain('FIREBASE_PRIVATE_KEY');
  });

  it('accepts a full service account, with \\n escapes in the key', () => {
    const env = parseEnv(firebaseEnv(DB_URL, { FIREBASE_STORAGE_BUCKET: 'portfolio-test.appspot.com' }));
    expect(env.firebase.admin).toMatchObject({
      projectId: 'portfolio-test',
      databaseURL: DB_URL,
      storageBucket: 'portfolio-test.appspot.com',
    });
    expect(env.firebase.admin!.privateKey).toBe(testPrivateKey());
  });

  it('needs no Firebase variable for the file backend', () => {
    const env = parseEnv({});
    expect(env.firebase).toEqual({ adminEmails: [], ownerSignIn: false });
  });

  it('turns owner sign-in on only with the whole web config and ADMIN_EMAILS', () => {
    const web = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'portfolio-test.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'portfolio-test',
      NEXT_PUBLIC_FIREBASE_DATABASE_URL: DB_URL,
      NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
    };
    expect(parseEnv(web).firebase.ownerSignIn).toBe(false);
    const on = parseEnv({ ...web, ADMIN_EMAILS: 'Owner@Example.com, second@example.com' });
    expect(on.firebase.ownerSignIn).toBe(true);
    expect(on.firebase.adminEmails).toEqual(['owner@example.com', 'second@example.com']);
    expect(messages({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key' })).toContain(
      'NEXT_PUBLIC_FIREBASE_APP_ID: is required once any NEXT_PUBLIC_FIREBASE_* variable is set',
    );
    expect(messages({ ADMIN_EMAILS: 'owner@example.com, nope' })).toContain('ADMIN_EMAILS: not e-mail addresses: nope');
  });

  it('recognises a Vercel production deployment, which needs SESSION_SECRET', () => {
    const secret = 's'.repeat(32);
    expect(parseEnv({ VERCEL: '1', VERCEL_ENV: 'production', SESSION_SECRET: secret }).vercelProduction).toBe(true);
    expect(messages({ VERCEL: '1', VERCEL_ENV: 'production' })).toContain('SESSION_SECRET: is required on Vercel');
    expect(parseEnv({ VERCEL: '1', VERCEL_ENV: 'preview' }).vercelProduction).toBe(false);
    expect(parseEnv({}).vercelProduction).toBe(false);
  });
});

describe('Content-Security-Policy for a local Auth emulator', () => {
  it('lets the browser reach a configured 127.0.0.1 emulator, and nothing else', () => {
    const { contentSecurityPolicy, securityOptionsFromEnv } = jest.requireActual('@/lib/security-headers');
    const csp = (extra: Record<string, string>) =>
      contentSecurityPolicy(securityOptionsFromEnv({ NEXT_PUBLIC_FIREBASE_API_KEY: 'k', ...extra })) as string;
    expect(csp({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatch(
      /connect-src [^;]*http:\/\/127\.0\.0\.1:9099/,
    );
    expect(csp({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'evil.example:80' })).not.toContain('evil.example');
    expect(csp({})).not.toContain('http://127.0.0.1');
  });
});
