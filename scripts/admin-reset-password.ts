// Sets a new owner password from the host, for an owner who lost it: npm run admin:reset-password.
// Run it with the server's store settings (DATA_BACKEND, DATA_DIR, Firebase credentials), like
// admin:unlock. The password is never taken from the command line (other users of the host can
// read it there): typed when asked (not shown), piped in with --password-stdin, or given in
// ADMIN_NEW_PASSWORD. The username stays; every session ends; the sign-in lock-out is lifted.
import { credentialsSchema } from '@/lib/admin/form-input';
import { resetPassword } from '@/lib/auth/credentials';
import { unlockPasswordChecks } from '@/lib/auth/rate-limit';
import { PASSWORD_RESET } from '@/lib/auth/words';
import { runCommand, withStore } from './lib/store-command';

/** Everything on standard input, less one trailing line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** One line typed at the terminal, not echoed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function newPassword(args: readonly string[]): Promise<string | { error: string }> {
  for (const arg of args) {
    if (arg === PASSWORD_RESET.stdinFlag) continue;
    if (/^--?p(ass(word)?)?(=|$)/.test(arg) || !arg.startsWith('-')) return { error: PASSWORD_RESET.inArgv };
    return { error: PASSWORD_RESET.unknownFlag(arg) };
  }
  if (args.includes(PASSWORD_RESET.stdinFlag)) return readStdin();
  const fromEnv = process.env[PASSWORD_RESET.envVar];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return { error: PASSWORD_RESET.noPassword };
  const first = await askHidden(PASSWORD_RESET.prompt);
  const again = await askHidden(PASSWORD_RESET.promptAgain);
  return first === again ? first : { error: PASSWORD_RESET.mismatch };
}

async function main(): Promise<number> {
  const password = await newPassword(process.argv.slice(2));
  if (typeof password !== 'string') {
    console.error(password.error);
    return 2;
  }
  const checked = credentialsSchema.shape.newPassword.safeParse(password);
  if (!checked.success) {
    console.error(`${checked.error.issues[0]?.message ?? 'Invalid password'}; nothing was changed.`);
    return 2;
  }
  return withStore(
    async (store) => {
      const username = await resetPassword(store, checked.data);
      await unlockPasswordChecks(store);
      console.error(PASSWORD_RESET.done(username));
      return 0;
    },
    { account: true },
  );
}

runCommand(main, 'Password reset failed');
