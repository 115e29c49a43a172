// Validates a JSON backup, restores the images it carries and replaces the content with it:
// npm run content:import -- FILE (a backup of this release, or the JSON-only backups of earlier ones).
// Nothing changes unless every field is valid; each problem is listed.
// Public pages are static: a running server shows the imported content after a rebuild, or page by
// page as admin saves republish them (the admin's own import and restore republish everything).
import { readFileSync } from 'node:fs';
import { importContent } from '@/lib/backup/backup';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run content:import -- FILE');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
    return 1;
  }
  return withStore(async (store, media) => {
    const result = await importContent(json, store, media);
    if (!result.ok) {
      console.error(`Import refused, nothing was changed. ${result.errors.length} problem(s):`);
      for (const problem of result.errors) console.error(`- ${problem}`);
      return 1;
    }
    console.error(`Content imported from ${file} (${result.sections} sections).`);
    if (result.media)
      console.error(`${result.media.restored} image(s) restored, ${result.media.present} already there.`);
    if (result.feedbacks) console.error(`${result.feedbacks} message(s) imported into the private inbox.`);
    for (const note of result.notes ?? []) console.error(`Note: ${note}`);
    return 0;
  });
}

runCommand(main, 'Import failed');
