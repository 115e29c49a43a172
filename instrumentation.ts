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
}
