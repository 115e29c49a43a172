import { z } from 'zod';
import path from 'node:path';
import { redisUrlSchema } from './cache/redis-url';
import { DEFAULT_SITE_URL } from './site-url-check';
import { INBOX_PAGING } from './feedback/inbox-words';
import { readFirebaseSettings, type FirebaseSettings } from './firebase/config';

/** Where a client's address comes from, for throttles (lib/http/client-key.ts reads it). */
export type TrustProxy = { kind: 'none' } | { kind: 'vercel' } | { kind: 'hops'; hops: number };

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  DATA_BACKEND: z.enum(['file', 'firebase'], { message: 'DATA_BACKEND must be "file" or "firebase"' }).default('file'),
  DATA_DIR: optionalText,
  NEXT_PUBLIC_SITE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'NEXT_PUBLIC_SITE_URL must be an http(s) URL' }).optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  SESSION_COOKIE_SECURE: optionalText.pipe(
    z.enum(['true', 'false'], { message: 'SESSION_COOKIE_SECURE must be "true" or "false"' }).optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(none|vercel|[1-9])$/, {
        message: 'TRUST_PROXY must be "none", "vercel" or the number of proxies in front (1-9)',
      })
      .optional(),
  ),
  FEEDBACK_RETENTION_DAYS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, { message: 'FEEDBACK_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
      .transform(Number)
      .refine((days) => days <= INBOX_PAGING.maxRetentionDays, {
        message: 'FEEDBACK_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      })
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(redisUrlSchema.optional()),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: optionalText,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: optionalText,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  siteUrl: string;
  firebase: FirebaseSettings;
  /** A Vercel production deployment, where the file system does not keep writes. */
  vercelProduction: boolean;
  /** Contact messages older than this many days are deleted (FEEDBACK_RETENTION_DAYS). */
  feedbackRetentionDays: number;
  /** Where a client's address comes from (TRUST_PROXY; "vercel" by default on Vercel, else "none"). */
  trustProxy: TrustProxy;
};

function trustProxy(setting: string | undefined, onVercel: boolean): TrustProxy {
  const value = setting ?? (onVercel ? 'vercel' : 'none');
  if (value === 'none' || value === 'vercel') return { kind: value };
  return { kind: 'hops', hops: Number(value) };
}

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment configuration:\n- ${issues.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const env = result.data;
  if (env.REDIS_URL && env.DATA_BACKEND === 'file') {
    throw new EnvError([
      'REDIS_URL: several instances need DATA_BACKEND=firebase (a DATA_DIR is not shared); unset REDIS_URL for one instance',
    ]);
  }
  const firebase = readFirebaseSettings(source, env.DATA_BACKEND);
  if (firebase.issues.length > 0) throw new EnvError(firebase.issues);
  return {
    ...env,
    dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR ?? 'data'),
    siteUrl: (env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    firebase: firebase.settings,
    vercelProduction: source.VERCEL === '1' && source.VERCEL_ENV === 'production',
    trustProxy: trustProxy(env.TRUST_PROXY, source.VERCEL === '1'),
    feedbackRetentionDays: env.FEEDBACK_RETENTION_DAYS ?? INBOX_PAGING.defaultRetentionDays,
  };
}

let cached: Env | undefined;

/** Configuration read and validated once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
