import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function cacheablePath(req: IncomingMessage): string | null;

export declare class PageCache {
  constructor(options?: { maxBytes?: number; maxEntries?: number });
  readonly maxBytes: number;
  readonly maxEntries: number;
  /** Bytes of bodies kept (identity and compressed together). */
  readonly bytes: number;
  readonly size: number;
  clear(): void;
  serve(req: IncomingMessage, res: ServerResponse, path: string): boolean;
  capture(req: IncomingMessage, res: ServerResponse, path: string): void;
}

export declare function pageCacheFromEnv(env: Record<string, string | undefined>): PageCache | null;
