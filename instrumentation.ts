/** Runs once per server start: creates the admin account so a generated password is logged right away. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ensureAdminAccount } = await import('./lib/auth/first-start');
  await ensureAdminAccount();
}
