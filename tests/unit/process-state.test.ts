import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// packages/process-state (its README.md): Next leaves it unbundled only as a real folder in
// node_modules, and Node must then give every asker in the process the same holders.
const root = path.resolve(__dirname, '..', '..');
const source = path.join(root, 'packages', 'process-state');
const copy = path.join(root, 'node_modules', '@sahla', 'process-state');

test('node_modules holds a real copy of packages/process-state, not a link, with the same files', () => {
  expect(lstatSync(copy).isSymbolicLink()).toBe(false);
  for (const file of readdirSync(source)) {
    expect(readFileSync(path.join(copy, file), 'utf8')).toBe(readFileSync(path.join(source, file), 'utf8'));
  }
});

// Plain Node, as the front door runs: the owner module from lib/, the package asked for from
// server/front-door/ as well.
const script = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const load = (folder) => import(pathToFileURL(createRequire(pathToFileURL(folder + '/x.js')).resolve('@sahla/process-state')).href);
const fromLib = await load('lib/posts');
const fromHook = await load('server/front-door');
const owner = await import('./lib/posts/index/state.ts');
console.log(JSON.stringify({
  same: fromLib === fromHook && fromLib.postIndex === fromHook.postIndex,
  kept: fromHook.postIndex.state === owner.indexState,
}));
`;

test('asked for from two folders, the package is one instance, and what the owner keeps is seen through it', () => {
  const out = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(JSON.parse(out)).toEqual({ same: true, kept: true });
});
