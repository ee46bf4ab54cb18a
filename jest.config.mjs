import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Files that assert how long something takes: `npm test` runs them alone, after the others
// (SAHLA_JEST_SET=timed), so a second worker's load never decides them.
const TIMED_FILES = [
  'tests/unit/deadline.test.ts',
  // Its look-ups must fall within the front door's 1-s page lifetime: beside a second worker, 24 MB of
  // answers took longer once and a page had expired before it was asked again.
  'tests/unit/kept-answers-bounds.test.ts',
  'tests/unit/render-admission.test.ts',
  'tests/unit/render-gate.test.ts',
  'tests/unit/render-gate-yield.test.ts',
  'tests/integration/auth.test.ts',
  'tests/integration/hung-database.test.ts',
  'tests/integration/s3-stall.test.ts',
  'tests/integration/smtp-stall.test.ts',
  'tests/integration/spool-full-disk.test.ts',
];
// The container files run on the image `npm test` makes from its own build (SAHLA_CONTAINER=1),
// except those that need the whole Dockerfile's build: the soak set makes that and runs them on it,
// with the smoke test again (SAHLA_CONTAINER=dockerfile).
const DOCKERFILE_FILES = ['tests/container/dockerignore.test.ts'];
const DOCKERFILE_SET = [...DOCKERFILE_FILES, 'tests/container/smoke.test.ts'];
const set = process.env.SAHLA_JEST_SET;
const container = process.env.SAHLA_CONTAINER;
const timed = TIMED_FILES.map((file) => `<rootDir>/${file}`);
const matching = () => {
  if (set === 'timed') return timed;
  if (container === 'dockerfile') return DOCKERFILE_SET.map((file) => `<rootDir>/${file}`);
  return ['**/*.test.ts', '**/*.test.tsx'];
};

const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: matching(),
  // The two-instance test starts two production servers, the container tests run the image and the
  // soaks run for minutes: `npm test` runs the first two as steps of their own after the build
  // (tooling/test/test-mode.ts), `npm run test:soak` the soaks, each with the variable that lets
  // them in (SAHLA_MULTI_INSTANCE=1, SAHLA_CONTAINER=1, SAHLA_SOAK=1).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.SAHLA_MULTI_INSTANCE ? [] : ['/tests/multi-instance/']),
    ...(container ? [] : ['/tests/container/']),
    ...(container === '1' ? DOCKERFILE_FILES.map((file) => `/${file}$`) : []),
    ...(process.env.SAHLA_SOAK ? [] : ['/tests/soak/']),
    ...(set === 'parallel' ? TIMED_FILES.map((file) => `/${file}$`) : []),
  ],
  globalSetup: '<rootDir>/tests/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/tests/setup/per-file-env.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/setup/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
    // file-type 21 exports only an "import" condition, which jest's CommonJS resolver skips.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
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
  '@borewit',
  // The Markdown reading of newsletter issues (lib/newsletter-issues/markdown.ts) and what it pulls in.
  'mdast-util-[^/]+',
  'hast-util-[^/]+',
  'unist-util-[^/]+',
  'micromark[^/]*',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'devlop',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'stringify-entities',
  'ccount',
  'zwitch',
  'trim-lines',
  'estree-util-[^/]+',
  'vfile[^/]*',
  // The project's own (packages/process-state).
  '@sahla/process-state',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest's own node_modules pattern (which keeps a few Next folders transformed) would
  // still ignore the packages above, so it is replaced by one pattern that allows both.
  const nextAllowed = ['geist', 'next/dist/client', 'next/dist/shared/lib', 'next/src/client', 'next/src/shared/lib'];
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!.pnpm)(?!(${[...esmPackages, ...nextAllowed].join('|')})/)`,
    ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.startsWith('/node_modules/')),
  ];
  return resolved;
}
