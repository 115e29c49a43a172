import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_FILE_NAME } from '@/lib/store/file-store';

const KILLS = 20;
const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the writer until a random moment, kills it with SIGKILL, returns what it acknowledged. */
function runAndKill(round: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'crash-writer.ts'), dir, `r${round}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(process.cwd(), 'tsconfig.json') },
    });
    const acks: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      acks.push(...lines.filter((l) => l.startsWith('ack ')));
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // Kill once writes are flowing, at a random moment.
    const started = Date.now();
    const timer = setInterval(() => {
      if (acks.length > 5 || Date.now() - started > 15_000) {
        clearInterval(timer);
        setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 150));
      }
    }, 20);
    child.on('exit', (_code, signal) => {
      clearInterval(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own: ${stderr}`));
      else resolve(acks);
    });
  });
}

test(`the data file always parses and keeps every acknowledged write across ${KILLS} SIGKILLs`, async () => {
  const acknowledged: string[] = [];
  for (let round = 0; round < KILLS; round++) {
    acknowledged.push(...(await runAndKill(round)));
    const tree = JSON.parse(readFileSync(path.join(dir, DATA_FILE_NAME), 'utf8'));
    const crash = tree.crash ?? {};
    let counted = 0;
    for (const line of acknowledged) {
      const [, kind, id] = line.split(' ');
      if (kind === '0') expect(crash.set?.[id]).toBeDefined();
      if (kind === '1') expect(crash.upd?.[id]).toBeDefined();
      if (kind === '2') counted++;
    }
    // Acknowledged increments are all there; one more may have landed just before the kill.
    expect(crash.count ?? 0).toBeGreaterThanOrEqual(counted);
    expect(crash.count ?? 0).toBeLessThanOrEqual(counted + 1);
  }
  console.log(`crash test: ${KILLS} kills, ${acknowledged.length} acknowledged writes, all present`);
  expect(acknowledged.length).toBeGreaterThan(KILLS * 5);
}, 300_000);
