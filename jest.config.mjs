import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  globalSetup: '<rootDir>/tests/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/tests/setup/per-file-env.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/setup/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 30_000,
};

// next/jest ignores all of node_modules; these packages ship ES modules only.
const esmPackages = [
  'next-intl',
  'use-intl',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    ...(resolved.transformIgnorePatterns ?? []).filter((p) => p !== '/node_modules/'),
  ];
  return resolved;
}
