// Brings the sections of one revision back to their state right after it:
// npm run content:restore -- REVISION_ID. The restore is itself a revision (it can be undone).
// Public pages are static: a running server shows the restored content after a rebuild, or page by
// page as admin saves republish them (the admin's own import and restore republish everything).
import { restoreRevision } from '@/lib/content/history';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  const arg = process.argv[2] ?? '';
  const id = Number(arg.replace(/^#/, ''));
  if (!/^#?\d+$/.test(arg) || !Number.isSafeInteger(id) || id < 1) {
    console.error('Usage: npm run content:restore -- REVISION_ID   (ids from npm run content:history)');
    return 2;
  }
  return withStore(async (store) => {
    const result = await restoreRevision(store, id);
    if (!result.ok) {
      console.error(result.error);
      return 1;
    }
    console.error(
      `Restored ${result.sections.join(', ')} as revision #${id} left them` +
        (result.revision ? ` (recorded as revision #${result.revision}).` : ' (nothing had changed).'),
    );
    return 0;
  });
}

runCommand(main, 'Restore failed');
