import path from 'node:path';
import { redisUrlOf } from '@/lib/cache/redis-url';
import { EnvError, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('needs nothing for the local demo', () => {
    const env = parseEnv({});
    expect(env.DATA_BACKEND).toBe('file');
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.siteUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset and trims the site URL', () => {
    const env = parseEnv({ DATA_DIR: '', NEXT_PUBLIC_SITE_URL: 'https://me.example/' });
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.siteUrl).toBe('https://me.example');
  });

  it('explains each bad variable', () => {
    expect(() => parseEnv({ DATA_BACKEND: 'mongo' })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_BACKEND: 'mongo' })).toThrow('DATA_BACKEND must be "file" or "firebase"');
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'ftp://x' })).toThrow('NEXT_PUBLIC_SITE_URL must be an http(s) URL');
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET must be at least 32 characters');
    expect(() => parseEnv({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL');
  });

  it('takes REDIS_URL only with the Firebase backend (a DATA_DIR is not shared)', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      'several instances need DATA_BACKEND=firebase',
    );
    expect(() => redisUrlOf({ REDIS_URL: 'http://cache.example' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(redisUrlOf({ REDIS_URL: ' redis://127.0.0.1:6379/1 ' })).toBe('redis://127.0.0.1:6379/1');
    expect(redisUrlOf({ REDIS_URL: '' })).toBeUndefined();
  });
});
