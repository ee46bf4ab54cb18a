import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The documentation a newcomer and an operator rely on: a short README whose configuration table
// matches .env.example, docs pages that are all reachable, links that lead somewhere, and no
// unfinished text. Each check collects every problem, so one run lists them all.

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

// The README is read in five minutes: under 150 lines.
const README_MAX_LINES = 150;
// Folders that hold no documentation of ours (dependencies, tools, build and test output, data).
const SKIP_DIRS = new Set(['node_modules', 'data', 'uploads', 'backups', 'out', 'test-results', 'playwright-report']);

function markdownFiles(dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return name.startsWith('.') || SKIP_DIRS.has(name) ? [] : markdownFiles(full);
    }
    return name.endsWith('.md') ? [full] : [];
  });
}

// Top folders of the repository: a code span starting with one of them names a path in it.
const REPO_FOLDERS = new Set(
  readdirSync(root).filter(
    (name) =>
      // Dot folders are tools' and build output (.next, .tools) but for the two committed ones.
      (!name.startsWith('.') || name === '.github' || name === '.ci') &&
      !SKIP_DIRS.has(name) &&
      statSync(path.join(root, name)).isDirectory(),
  ),
);

const docsPages = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const linkedPages = ['README.md', ...docsPages];

/** The text outside fenced code blocks and inline code, where links and headings live. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = read(file).replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative link targets of a Markdown file: inline `[text](target)` and `[label]: target`. */
function linkTargets(file: string): string[] {
  const text = prose(read(file));
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const defined = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...defined].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Where a link from `file` leads, relative to the repository root, with its anchor. */
function resolveLink(file: string, target: string): { file: string; anchor: string | null } {
  const [pathPart, anchor = null] = target.split('#', 2);
  const resolved = pathPart ? rel(path.resolve(path.dirname(path.join(root, file)), decodeURI(pathPart))) : file;
  return { file: resolved, anchor };
}

describe('documentation', () => {
  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });

  it('has relative links in the README and docs/ that lead to an existing file and heading', () => {
    const broken: string[] = [];
    for (const file of linkedPages) {
      for (const target of linkTargets(file)) {
        const link = resolveLink(file, target);
        if (!existsSync(path.join(root, link.file))) broken.push(`${file}: ${target} (no such file)`);
        else if (link.anchor && link.file.endsWith('.md') && !anchorsOf(link.file).has(link.anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only files and folders that exist when it names a path in the repository', () => {
    // `lib/mail/outbox.ts`, `app/api/admin/`: a code span whose first folder is one of the
    // repository's; patterns (`<page>`, `*`, `…`) and URLs are not paths of a file.
    const missing: string[] = [];
    for (const file of linkedPages) {
      for (const [, span] of read(file).matchAll(/`([^`\n]+)`/g)) {
        if (/[<*… ]|\.\.\./.test(span) || !span.includes('/') || !REPO_FOLDERS.has(span.split('/')[0])) continue;
        if (!existsSync(path.join(root, span))) missing.push(`${file}: ${span}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('links every docs page from the README and from docs/architecture.md', () => {
    const linkedFrom = (file: string) => new Set(linkTargets(file).map((target) => resolveLink(file, target).file));
    const fromReadme = linkedFrom('README.md');
    const fromIndex = linkedFrom('docs/architecture.md');
    const missing = docsPages.flatMap((page) => [
      ...(fromReadme.has(page) ? [] : [`${page} is not linked from README.md`]),
      ...(fromIndex.has(page) ? [] : [`${page} is not linked from docs/architecture.md`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('holds no tracker references or unfinished text in any Markdown file', () => {
    const forbidden: [string, RegExp][] = [
      ['a tracker reference', /\bissue\s+#?\d/i],
      ['TODO', /\bTODO\b/i],
      ['placeholder text', /placeholder/i],
      ['lorem ipsum', /\blorem\b/i],
    ];
    const found: string[] = [];
    for (const file of markdownFiles()) {
      read(rel(file))
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of forbidden) {
            if (pattern.test(line)) found.push(`${rel(file)}:${index + 1}: ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('documents every setting of .env.example in one row of the README configuration table', () => {
    // `NAME=value` lines, commented-out ones included; the value is the documented default.
    const example = new Map(
      [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]),
    );
    const section =
      read('README.md')
        .split(/^## Configuration$/m)[1]
        ?.split(/^## /m)[0] ?? '';
    const rows = [...section.matchAll(/^\|([^|]*)\|([^|]*)\|/gm)]
      .map((m) => [m[1].trim(), m[2].trim()])
      .filter(([name]) => name.startsWith('`'));
    const problems: string[] = [];
    const documented = new Set<string>();
    for (const [cell, defaultCell] of rows) {
      const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cell)?.[1];
      if (!name) {
        problems.push(`one setting per row: ${cell}`);
        continue;
      }
      if (documented.has(name)) problems.push(`${name} has two rows`);
      documented.add(name);
      if (!example.has(name)) problems.push(`${name} is in the README but not in .env.example`);
      const value = example.get(name);
      if (value && defaultCell !== `\`${value}\``) {
        problems.push(`${name}: the README's default ${defaultCell} differs from .env.example's ${value}`);
      }
    }
    for (const name of example.keys()) {
      if (!documented.has(name)) problems.push(`${name} is in .env.example but has no README row`);
    }
    expect(problems).toEqual([]);
  });
});
