import type { Store } from './lib/store/types';

/**
 * Runs once per server start: creates the admin account so a generated password is logged right
 * away, starts the content history if the site has none yet (seeding an empty store) and,
 * self-hosted, stores an earlier release's content in today's shape, keeps a last good copy of
 * every section and sweeps what interrupted uploads left in the media folder.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ env }, { getStore }, { ensureCredentials }] = await Promise.all([
    import('./lib/env'),
    import('./lib/store'),
    import('./lib/auth/credentials'),
  ]);
  try {
    await ensureCredentials(getStore(), env());
  } catch (error) {
    // Never stops the server: a store problem is reported here and again on the first sign-in.
    console.error(`[admin] Could not prepare the admin account: ${(error as Error).message}`);
  }
  const [{ ensureContentReady, ensureHistoryBaseline }, { rememberPublishedContent }] = await Promise.all([
    import('./lib/content/ready'),
    import('./lib/content/get-data'),
  ]);
  // Never stops the server: without a baseline, history simply begins with the first change.
  await ensureHistoryBaseline().catch((error: Error) => console.error(`[history] ${error.message}`));
  // Self-hosted, the route cache lives in DATA_DIR or Redis (lib/cache): what changed while no server was
  // running to expire it (a kill between a save and its expiry, a content:* command) is expired now.
  if (!process.env.VERCEL) {
    const { expireSectionsChangedSinceTheirTag } = await import('./lib/content/cache-catch-up');
    const store = getStore();
    await expireSectionsChangedSinceTheirTag(store).catch((error: Error) => console.error(`[cache] ${error.message}`));
    // Content an earlier release wrote is stored in today's shape (one "upgrade" revision), so each
    // public read is a section's own. Not on Vercel, where a preview deployment may share the
    // production database: there the owner's first save upgrades it, and reads upgrade until then.
    await ensureContentReady(store).catch((error: Error) => console.error(`[content] ${error.message}`));
    // Without a copy of a section, an outage shows its pages' last render, or an error.
    await rememberPublishedContent().catch((error: Error) => console.error(`[content] ${error.message}`));
    if (store.backend === 'file') await sweepMediaFolder(store, env().dataDir);
  }
}

/** Removes what uploads killed midway left in DATA_DIR/media (lib/media/sweep.ts); never stops the server. */
async function sweepMediaFolder(store: Store, dataDir: string): Promise<void> {
  const [{ mediaDir }, { sweepInterruptedUploads }] = await Promise.all([
    import('./lib/media/file-media-store'),
    import('./lib/media/sweep'),
  ]);
  try {
    const removed = await sweepInterruptedUploads(mediaDir({ dataDir }), store);
    if (removed.length > 0) console.log(`[media] removed ${removed.length} file(s) left by interrupted uploads`);
  } catch (error) {
    console.error(`[media] ${(error as Error).message}`);
  }
}
