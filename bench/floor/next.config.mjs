// The floor app: a bare Next.js App Router page with one client component, built and served by
// the repository's own `next` (npm run lighthouse, npm run bench) to show what any such page costs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const config = {
  // The repository's node_modules, two levels up, hold next and react.
  turbopack: { root: path.resolve(here, '../..') },
  outputFileTracingRoot: path.resolve(here, '../..'),
};

export default config;
