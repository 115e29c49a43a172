// Child process for the crash test: writes through the file store as fast as it can and prints
// each write's id once the store has acknowledged it. The parent kills it with SIGKILL.
import { FileStore } from '@/lib/store/file-store';

const store = new FileStore(process.argv[2]);
const prefix = process.argv[3];

async function main() {
  for (let i = 0; ; i++) {
    const id = `${prefix}-${i}`;
    const kind = i % 3;
    if (kind === 0) await store.set(`crash/set/${id}`, { i, text: 'x'.repeat(200 + (i % 50)) });
    else if (kind === 1) await store.update('crash/upd', { [id]: i });
    else await store.transaction<number>('crash/count', (n) => (n ?? 0) + 1);
    process.stdout.write(`ack ${kind} ${id}\n`);
  }
}
void main();
