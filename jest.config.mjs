import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/tests/unit/**/*.test.ts?(x)', '**/tests/contract/**/*.test.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
  testTimeout: 30_000,
};

// jose ships ES modules only; let Jest's transform compile it like our own code.
export default async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((p) =>
    p.replace('(?!(geist|', '(?!(jose|geist|'),
  );
  return resolved;
};
