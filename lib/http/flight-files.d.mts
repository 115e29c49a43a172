import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FLIGHT_PATH: string;
export declare const VERSIONS: number;
export declare class FlightFiles {
  constructor(options?: { versions?: number; maxPages?: number; headers?: Record<string, string> });
  install(): this;
  keep(key: string, json: string, hash?: string): { hash: string; url: string };
  serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
}
