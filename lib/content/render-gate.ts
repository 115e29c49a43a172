import 'server-only';
import { access, appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A test hook, inert unless the server was started with PORTFOLIO_TEST_RENDER_GATE naming a
 * folder (only the test suites set it). Each read of the public content, once it has its answer
 * from the store, notes itself in `reads` there, and while a file `hold` exists it creates `held`
 * and waits until `hold` is removed: a test can so stop a render between its read and the cache
 * write that follows, change the content meanwhile, and count the reads a render makes.
 */
export async function holdRenderForTest(): Promise<void> {
  const folder = process.env.PORTFOLIO_TEST_RENDER_GATE;
  if (!folder) return;
  await appendFile(path.join(folder, 'reads'), 'read\n');
  const hold = path.join(folder, 'hold');
  if (!(await exists(hold))) return;
  await writeFile(path.join(folder, 'held'), '');
  while (await exists(hold)) await new Promise((resolve) => setTimeout(resolve, 10));
}
