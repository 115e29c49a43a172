// Jest with a plain SWC transform (@swc/jest): TypeScript and JSX compiled the way Next compiles
// them, without depending on next/jest's internals.

/** SWC options: TypeScript + JSX with React's automatic runtime, output CommonJS for Jest. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** Package names (or name patterns) that ship ES modules only. */
const ESM_ONLY = [
  'jose',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'react-markdown',
  'remark-[^/]*',
  'shiki',
  '@shikijs',
  '@ungap',
  'unified',
  'bail',
  'trough',
  'zwitch',
  'ccount',
  'devlop',
  'vfile[^/]*',
  'unist-util-[^/]*',
  'mdast-util-[^/]*',
  'hast-util-[^/]*',
  'micromark[^/]*',
  'estree-util-[^/]*',
  'character-[^/]*',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)',
  'comma-separated-tokens',
  'space-separated-tokens',
  'decode-named-character-reference',
  'html-url-attributes',
  'html-void-elements',
  'longest-streak',
  'markdown-table',
  'oniguruma-[^/]*',
  'parse-entities',
  'property-information',
  'regex[^/]*',
  'stringify-entities',
  'trim-lines',
  'escape-string-regexp',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/tests/unit/**/*.test.ts?(x)', '**/tests/contract/**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc] },
  // Packages that ship ES modules only (jose; react-markdown, remark-gfm, shiki and the unified
  // packages under them) are compiled like our own code; the rest of node_modules is not.
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '\\.module\\.(css|scss)$': '<rootDir>/tests/helpers/style-module.ts',
    '\\.(css|scss)$': '<rootDir>/tests/helpers/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/'],
  testTimeout: 30_000,
  testSequencer: '<rootDir>/tests/helpers/slow-first-sequencer.cjs',
};

export default config;
