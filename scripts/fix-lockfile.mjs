// The npm registry reachable here lacks some platform-specific optional binaries (macOS, Windows,
// other CPUs), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the
// lock. This adds each missing optional package back with the os/cpu it targets, so `npm ci`
// skips it as not for this platform. Run after `npm install`: `node scripts/fix-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o));
    const cpu =
      CPU.find((c) => parts.includes(c)) ??
      (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
    if (!os || !cpu) {
      console.error(`cannot tell the platform of ${name}; left out`);
      continue;
    }
    const entry = { version, optional: true, os: [os], cpu: [cpu] };
    if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
    packages[`node_modules/${name}`] = entry;
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional package(s) recorded`);
