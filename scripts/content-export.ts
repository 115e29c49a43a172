// Writes the whole public content as JSON: npm run content:export -- FILE (or "-" for stdout).
import { writeFileSync } from 'node:fs';
import { exportContent } from '@/lib/content/backup';
import { parseEnv } from '@/lib/env';
import { createStore } from '@/lib/store/create';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run content:export -- FILE   (FILE "-" writes to standard output)');
    return 2;
  }
  const store = createStore(parseEnv(process.env));
  try {
    const json = `${JSON.stringify(await exportContent(store), null, 2)}\n`;
    if (file === '-') process.stdout.write(json);
    else {
      writeFileSync(file, json);
      console.error(`Content exported to ${file}`);
    }
    return 0;
  } finally {
    await store.close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Export failed: ${error.message}`);
    process.exit(1);
  },
);
