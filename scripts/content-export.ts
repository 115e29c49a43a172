// Writes the whole public content and every upload it uses as one JSON backup:
// npm run content:export -- FILE (or "-" for stdout).
import { writeFileSync } from 'node:fs';
import { exportBackup } from '@/lib/backup/backup';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run content:export -- FILE   (FILE "-" writes to standard output)');
    return 2;
  }
  return withStore(async (store, media) => {
    const json = `${JSON.stringify(await exportBackup(store, media), null, 2)}\n`;
    if (file === '-') process.stdout.write(json);
    else {
      writeFileSync(file, json);
      console.error(`Content exported to ${file}`);
    }
    return 0;
  });
}

runCommand(main, 'Export failed');
