/**
 * Runs once per server start: creates the admin account so a generated password is logged right
 * away, and starts the content history if the site has none yet.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ensureAdminAccount } = await import('./lib/auth/first-start');
  await ensureAdminAccount();
  const { ensureHistoryBaseline } = await import('./lib/content/get-data');
  // Never stops the server: without a baseline, history simply begins with the first change.
  await ensureHistoryBaseline().catch((error: Error) => console.error(`[history] ${error.message}`));
  // Self-hosted, the route cache lives in DATA_DIR or Redis (lib/cache): what changed while no server was
  // running to expire it (a kill between a save and its expiry, a content:* command) is expired now.
  if (!process.env.VERCEL) {
    const [{ expireSectionsChangedSinceTheirTag }, { getStore }] = await Promise.all([
      import('./lib/cache/catch-up'),
      import('./lib/store'),
    ]);
    await expireSectionsChangedSinceTheirTag(getStore()).catch((error: Error) =>
      console.error(`[cache] ${error.message}`),
    );
  }
}
