import { z } from 'zod';

const MESSAGE = 'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379';

/** REDIS_URL: the Redis that several instances share (docs/self-hosting.md, "Several instances"). */
export const redisUrlSchema = z.url({ protocol: /^rediss?$/, hostname: /./, message: MESSAGE });

/** REDIS_URL when it is set (next.config.ts picks the cache handlers by it); a bad one throws its message. */
export function redisUrlOf(source: Record<string, string | undefined>): string | undefined {
  const value = source.REDIS_URL?.trim();
  if (!value) return undefined;
  const checked = redisUrlSchema.safeParse(value);
  if (!checked.success) throw new Error(`Invalid environment configuration:\n- ${MESSAGE}`);
  return checked.data;
}
