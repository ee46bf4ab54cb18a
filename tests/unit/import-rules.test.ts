import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The import rules (.dependency-cruiser.cjs), run by `npm run lint:imports` and `npm test`'s "imports"
// step. Each case writes a small tree into a temporary folder and runs that same command there, so a
// rule is shown to fail the imports it forbids, not only to pass.
const root = process.cwd();
const depcruise = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const folders: string[] = [];
// `npm run lint:imports` without its leading `depcruise`: the folders it reads and the config.
const lintArgs = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['lint:imports'] as string)
  .split(' ')
  .slice(1);
const cruised = lintArgs.filter((arg) => !arg.startsWith('-') && !arg.endsWith('.cjs'));

// depcruise starts a fresh Node each time (about 2 s on a busy machine); the real tree takes longer.
jest.setTimeout(120_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding the rules, the path alias and the given files (path -> source). */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  folders.push(dir);
  cpSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  cpSync(path.join(root, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  // The command names every source folder; a fixture leaves most of them empty.
  for (const folder of cruised) mkdirSync(path.join(dir, folder));
  write(dir, files);
  return dir;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
}

/** The lint command's exit status and the names of the rules it reported. */
function check(dir: string): { status: number | null; rules: string[] } {
  const result = spawnSync(process.execPath, [depcruise, ...lintArgs], {
    cwd: dir,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  const rules = [...output.matchAll(/error ([a-z-]+):/g)].map((match) => match[1]!);
  return { status: result.status, rules: [...new Set(rules)].sort() };
}

const use = (target: string) => `import { value } from '@/${target}';\nexport const used = value;\n`;
const plain = 'export const value = 1;\n';

describe('the import rules', () => {
  it('pass a tree where lib folders import one way and models read only lib/constants', () => {
    const dir = tree({
      'lib/posts/reads.ts': use('lib/db/connect'),
      'lib/posts/index/live.ts': use('lib/posts/reads'),
      // A concern's own subfolder may import it back: that is not a tie between two concerns.
      'lib/posts/queries.ts': use('lib/posts/index/live'),
      'lib/db/connect.ts': use('models/post'),
      'models/post.ts': use('lib/constants/post-values'),
      'lib/constants/post-values.ts': plain,
    });
    expect(check(dir)).toEqual({ status: 0, rules: [] });
  });

  it('fail two lib folders that import each other, even through different files', () => {
    const dir = tree({
      'lib/forms/store.ts': use('lib/mail/outbox'),
      'lib/mail/outbox.ts': plain,
      'lib/mail/compose.ts': use('lib/forms/fields'),
      'lib/forms/fields.ts': plain,
    });
    const result = check(dir);
    expect(result.status).not.toBe(0);
    expect(result.rules).toEqual(['lib-folders-form-a-dag']);
  });

  it('fail files that import each other round a circle, in any folder', () => {
    const dir = tree({
      'tooling/bench/flood.ts': use('tooling/bench/results'),
      'tooling/bench/results.ts': use('tooling/bench/flood'),
      'server/launcher/site.ts': use('server/launcher/env'),
      'server/launcher/env.ts': use('server/launcher/paths'),
      'server/launcher/paths.ts': use('server/launcher/site'),
    });
    const result = check(dir);
    expect(result.status).not.toBe(0);
    expect(result.rules).toEqual(['no-circular']);
  });

  it('fail a circle of three lib folders', () => {
    const dir = tree({
      'lib/a/one.ts': use('lib/b/two'),
      'lib/b/two.ts': use('lib/c/three'),
      'lib/c/three.ts': use('lib/a/four'),
      'lib/a/four.ts': plain,
    });
    expect(check(dir).rules).toEqual(['lib-folders-form-a-dag']);
  });

  it('fail lib/ or models/ importing app/ or components/', () => {
    const dir = tree({
      'lib/seo/feed.ts': use('components/blog/post-card'),
      'models/post.ts': use('app/page'),
      'components/blog/post-card.ts': plain,
      'app/page.ts': plain,
    });
    expect(check(dir).rules).toEqual(['lib-and-models-below-the-ui']);
  });

  it('fail a process-state holder imported by any module but its owner', () => {
    const holder = "import { postIndex } from '@sahla/process-state';\nexport const used = postIndex;\n";
    const dir = tree({
      'packages/process-state/index.js': '/** Owner: lib/posts/index/state.ts */\nexport const postIndex = {};\n',
      'node_modules/@sahla/process-state/package.json': '{"name":"@sahla/process-state","main":"index.js"}',
      'node_modules/@sahla/process-state/index.js': 'export const postIndex = {};\n',
      'lib/posts/index/state.ts': holder,
      'tests/unit/holders.test.ts': holder,
    });
    expect(check(dir)).toEqual({ status: 0, rules: [] });
    write(dir, { 'lib/posts/index/live.ts': holder });
    expect(check(dir).rules).toEqual(['process-state-only-from-owners']);
  });

  it('fail server/launcher/ and server/front-door/ importing each other, and pass each importing itself and lib/', () => {
    const apart = tree({
      'server/launcher/site.ts': use('server/launcher/processes'),
      'server/launcher/processes.ts': use('lib/config/port'),
      'server/front-door/pipeline.ts': use('server/front-door/client-address'),
      'server/front-door/client-address.ts': use('lib/config/port'),
      'lib/config/port.ts': plain,
    });
    expect(check(apart)).toEqual({ status: 0, rules: [] });
    write(apart, {
      'server/launcher/site.ts': use('server/front-door/pipeline'),
      'server/front-door/client-address.ts': use('server/launcher/processes'),
    });
    expect(check(apart).rules).toEqual(['launcher-and-front-door-apart']);
  });

  it('fail a model importing lib/ outside lib/constants, and constants importing code', () => {
    const dir = tree({
      'models/post.ts': use('lib/posts/language'),
      'lib/posts/language.ts': plain,
      'models/user.ts': use('lib/constants/roles'),
      'lib/constants/roles.ts': use('lib/db/connect'),
      'lib/db/connect.ts': plain,
    });
    expect(check(dir).rules).toEqual(['model-constants-stay-plain', 'models-read-only-constants-of-lib']);
  });

  it("pass the site's own lib/ and models/, and fail them once lib/db imports lib/http back", () => {
    const dir = tree({});
    for (const folder of ['lib', 'models', 'i18n', 'messages'])
      cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
    expect(check(dir)).toEqual({ status: 0, rules: [] });

    // lib/http already imports lib/db (errors.ts): one import back makes the two folders a tie.
    write(dir, { 'lib/db/http-error.ts': "export { jsonError } from '@/lib/http/json-error';\n" });
    const result = check(dir);
    expect(result.status).not.toBe(0);
    expect(result.rules).toEqual(['lib-folders-form-a-dag']);
  });
});
