// Types of ./freshness.mjs for the TypeScript that uses it.
export function noteLookup(key: string, now?: number): void;
export function renderStartOf(key: string, now?: number): number;
export function isFresh(
  expiredAt: (tag: string) => number,
  tags: readonly string[],
  renderedFrom: number,
  now?: number,
  skewMs?: number,
): boolean;
export function buildIdOf(serverDistDir: string): string;
