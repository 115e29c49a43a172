// Writes the whole public content as JSON: npm run content:export -- FILE (or "-" for stdout).
import { writeFileSync } from 'node:fs';
import { exportContent } from '@/lib/content/backup';
import { runCommand, withStore } from './lib/store-command';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run content:export -- FILE   (FILE "-" writes to standard output)');
    return 2;
  }
  return withStore(async (store) => {
    const json = `${JSON.stringify(await exportContent(store), null, 2)}\n`;
    if (file === '-') process.stdout.write(json);
    else {
      writeFileSync(file, json);
      console.error(`Content exported to ${file}`);
    }
    return 0;
  });
}

runCommand(main, 'Export failed');
