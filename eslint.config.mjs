// Lint: Next.js (core web vitals + TypeScript), jsx-a11y recommended, and the type-aware
// typescript-eslint rules that catch real bugs (promises nobody awaits or handles, assertions that
// do nothing). Formatting is Prettier's job; eslint-config-prettier turns off rules that would fight it.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The plugin is registered by eslint-config-next; take the rules of its recommended set.
  { name: 'jsx-a11y/recommended', files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    name: 'portfolio/type-aware',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    name: 'portfolio/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // An admin page is rendered per session, so a prefetch is a full render: admin links use AdminLink.
    name: 'portfolio/admin-link',
    files: ['components/admin/**/*.tsx', 'app/(private)/(admin)/**/*.tsx'],
    ignores: ['components/admin/admin-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              importNames: ['default'],
              message: 'Use AdminLink (components/admin/admin-link.tsx): it does not prefetch.',
            },
          ],
        },
      ],
    },
  },
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'next-env.d.ts',
    'data/**',
    '.e2e-data*/**',
    '.bench-data/**',
    '.lighthouse-data/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'public/**',
    // The floor app's build output (npm run lighthouse, npm run bench).
    'bench/floor/.next/**',
  ]),
]);
