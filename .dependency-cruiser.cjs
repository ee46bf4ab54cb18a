// The import rules (docs/architecture.md, "Import rules"), checked by `npm run lint:imports` and by
// `npm test`'s imports step over every source folder: no file circle anywhere, and lib/ and models/
// kept in layers.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads this file as CommonJS
const { existsSync, readFileSync } = require('node:fs');

// The only folder of lib/ a model may read: plain values (status lists, languages, categories)
// shared by the schema, the routes and the browser. It imports nothing else of the project, so
// a model never pulls server code (or a folder that imports the models) into its dependents.
const MODEL_CONSTANTS = '^lib/constants/';

// The owners named in packages/process-state/index.js ("Owner: lib/….ts"): the only importers of a holder.
const HOLDERS = `${__dirname}/packages/process-state/index.js`;
const PROCESS_STATE_OWNERS = existsSync(HOLDERS)
  ? [...readFileSync(HOLDERS, 'utf8').matchAll(/Owner: (\S+\.ts)/g)].map(([, file]) => file.replaceAll('.', '[.]'))
  : [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other, directly or round a circle: move what they share into a file ' +
        'both can import (a leaf module), so each can be read and loaded on its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-folders-form-a-dag',
      comment:
        'Two concerns of lib/ import each other, directly or round a circle: move the shared piece ' +
        'into the lower folder (one both can import) instead.',
      severity: 'error',
      // Folder scope: the edges are "some file of folder A imports some file of folder B", and
      // `circular` says B leads back to A. A concern's own subfolders (lib/posts/index) are left
      // out as targets, since they belong to the same concern.
      scope: 'folder',
      from: { path: '^lib/([^/]+)' },
      to: { path: '^lib/[^/]+', pathNot: '^lib/$1(/|$)', circular: true },
    },
    {
      name: 'launcher-and-front-door-apart',
      comment:
        'server/launcher/ runs around the site process, server/front-door/ inside it on each request: ' +
        'neither imports the other; what both need belongs in lib/.',
      severity: 'error',
      from: { path: '^server/(launcher|front-door)/' },
      to: { path: '^server/(launcher|front-door)/', pathNot: '^server/$1/' },
    },
    {
      name: 'lib-and-models-below-the-ui',
      comment: 'lib/ and models/ serve app/ and components/; they never import them.',
      severity: 'error',
      from: { path: '^(lib|models)/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'models-read-only-constants-of-lib',
      comment: `models/ imports nothing from lib/ but the shared constants (${MODEL_CONSTANTS}).`,
      severity: 'error',
      from: { path: '^models/' },
      to: { path: '^lib/', pathNot: MODEL_CONSTANTS },
    },
    {
      name: 'model-constants-stay-plain',
      comment: 'The constants models read are plain data: they import no other part of the project.',
      severity: 'error',
      from: { path: MODEL_CONSTANTS },
      to: { path: '^(lib|models|app|components)/', pathNot: MODEL_CONSTANTS },
    },
    {
      name: 'process-state-only-from-owners',
      comment:
        'A process-wide holder is imported only by the lib module named beside it in ' +
        'packages/process-state/index.js; everything else calls that module.',
      severity: 'error',
      from: { pathNot: `^(${PROCESS_STATE_OWNERS.join('|')}|tests/)` },
      to: { path: 'node_modules/@sahla/process-state/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The project's own packages stay in the graph, for the process-state rule.
    exclude: { path: '^(node_modules/(?!@sahla/)|[.]next/|[.]tools/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
