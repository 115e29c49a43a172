/**
 * What every security test shares: its own production server (fresh data folder, known owner
 * account and session secret, any extra environment such as TRUST_PROXY), a real signed-in
 * session, and snapshots of the store to prove a refused attack changed nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { signIn } from '../helpers/action-call';
import { startAppServer, type AppServer, type AppServerOptions } from '../helpers/app-server';

export const OWNER = { username: 'owner', password: 'security-owner-password-1' } as const;
const SECRET = 'security-session-secret-that-is-long-enough-0123456789';

export interface Target {
  server: AppServer;
  url: string;
  /** A fresh real session of the owner ("name=value" cookie). */
  signIn(): Promise<string>;
  /** Everything stored, as JSON, minus `ignore` (top-level paths such as "throttle" or "admin/sessions"). */
  snapshot(ignore?: string[]): Promise<string>;
}

export async function startTarget(env: Record<string, string> = {}, options: AppServerOptions = {}): Promise<Target> {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(process.cwd(), dist, 'BUILD_ID'))) throw new Error('Build first: npx next build');
  const server = await startAppServer(
    {
      SESSION_SECRET: SECRET,
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      ...env,
    },
    options,
  );
  const home = await fetch(`${server.url}/`); // seeds content and the owner's account
  await home.text();
  return {
    server,
    url: server.url,
    signIn: () => signIn(server.url, OWNER.username, OWNER.password),
    async snapshot(ignore = []) {
      const tree = await server.readData();
      for (const key of ignore) {
        const parts = key.split('/');
        let node = tree as Record<string, unknown> | undefined;
        for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
        if (node) delete node[parts.at(-1)!];
      }
      return JSON.stringify(tree);
    },
  };
}
