// Lists the revisions of the public content, newest first: npm run content:history [-- SECTION].
// Uses the same store settings (DATA_BACKEND, DATA_DIR, Firebase credentials) as the server.
import { listRevisions } from '@/lib/content/history';
import { SECTION_KEYS } from '@/lib/content/shape';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  const section = process.argv[2];
  if (section !== undefined && !(SECTION_KEYS as readonly string[]).includes(section)) {
    console.error(`Unknown section "${section}". Sections: ${SECTION_KEYS.join(', ')}`);
    return 2;
  }
  return withStore(async (store) => {
    const revisions = await listRevisions(store, section as (typeof SECTION_KEYS)[number] | undefined);
    if (revisions.length === 0) {
      console.log('No revisions yet.');
      return 0;
    }
    for (const r of revisions) {
      const of = r.of ? ` of #${r.of}` : '';
      console.log(`#${r.id}\t${new Date(r.at).toISOString()}\t${r.kind}${of}\t${r.sections.join(', ')}`);
    }
    console.error(`${revisions.length} revision(s). Restore one with: npm run content:restore -- ID`);
    return 0;
  });
}

runCommand(main, 'Cannot read the history');
