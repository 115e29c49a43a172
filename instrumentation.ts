import type { Store } from './lib/store/types';

/**
 * Runs once per server start: creates the admin account so a generated password is logged right
 * away, seeds an empty store, starts the content history if the site has none yet, stores content
 * an earlier release wrote in today's shape (so each public read is one section's read), keeps
 * a last good copy of every section and,
 * self-hosted, sweeps what interrupted uploads left in the media folder.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ensureAdminAccount } = await import('./lib/auth/first-start');
  await ensureAdminAccount();
  const { ensureContentReady, rememberPublishedContent } = await import('./lib/content/get-data');
  // Never stops the server: without it, reads upgrade content as they go and history begins with
  // the first change; without a copy of a section, an outage shows its page's last render.
  await ensureContentReady()
    .then(rememberPublishedContent)
    .catch((error: Error) => console.error(`[content] ${error.message}`));
  // Self-hosted, the route cache lives in DATA_DIR or Redis (lib/cache): what changed while no server was
  // running to expire it (a kill between a save and its expiry, a content:* command) is expired now.
  if (!process.env.VERCEL) {
    const [{ expireSectionsChangedSinceTheirTag }, { getStore }] = await Promise.all([
      import('./lib/content/cache-catch-up'),
      import('./lib/store'),
    ]);
    const store = getStore();
    await expireSectionsChangedSinceTheirTag(store).catch((error: Error) => console.error(`[cache] ${error.message}`));
    if (store.backend === 'file') await sweepMediaFolder(store);
  }
}

/** Removes what uploads killed midway left in DATA_DIR/media (lib/media/sweep.ts); never stops the server. */
async function sweepMediaFolder(store: Store): Promise<void> {
  const [{ env }, { mediaDir }, { sweepInterruptedUploads }] = await Promise.all([
    import('./lib/env'),
    import('./lib/media/file-media-store'),
    import('./lib/media/sweep'),
  ]);
  try {
    const removed = await sweepInterruptedUploads(mediaDir(env()), store);
    if (removed.length > 0) console.log(`[media] removed ${removed.length} file(s) left by interrupted uploads`);
  } catch (error) {
    console.error(`[media] ${(error as Error).message}`);
  }
}
