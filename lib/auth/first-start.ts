import 'server-only';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { ensureCredentials } from './credentials';

/** Never stops the server: a store problem is reported here and again on the first sign-in. */
export async function ensureAdminAccount(): Promise<void> {
  try {
    await ensureCredentials(getStore(), env());
  } catch (error) {
    console.error(`[admin] Could not prepare the admin account: ${(error as Error).message}`);
  }
}
