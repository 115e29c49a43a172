// Types of ./freshness.mjs for the TypeScript that uses it.
export function isFresh(
  expiredAt: (tag: string) => number,
  tags: readonly string[],
  storedAt: number,
  now?: number,
): boolean;
export function buildIdOf(serverDistDir: string): string;
