// Lifts a sign-in lockout at once: npm run admin:unlock. Five wrong passwords within 15 minutes
// lock sign-in for everyone, whoever sent them; the owner, locked out by a stranger, runs this on
// the host (with the server's store settings: DATA_BACKEND, DATA_DIR, Firebase credentials).
// To also replace the password, sign in afterwards and use /update/login-details.
import { unlockPasswordChecks } from '@/lib/auth/rate-limit';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  return withStore(
    async (store) => {
      await unlockPasswordChecks(store);
      console.error('Sign-in is unlocked: the count of wrong passwords starts again from zero.');
      return 0;
    },
    { account: true },
  );
}

runCommand(main, 'Unlock failed');
