// The framework's baseline: a bare Next.js app with the repo's exact next/react versions,
// created outside the repo, built once per version set and reused from the temp folder.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTracked, spawnTracked, waitForHttp } from './processes.ts';
import { projectRoot } from '../../server/launcher/ferretdb.ts';
import type { Log } from '../../server/launcher/progress.ts';

function installedVersion(name: string): string {
  return JSON.parse(readFileSync(path.join(projectRoot(), 'node_modules', name, 'package.json'), 'utf8')).version;
}

export const BARE_PING_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ping</title></head>' +
  '<body><h1>pong</h1><p>A fixed page from a bare Next.js route handler.</p></body></html>';

/** A page of the real site, served as-is by the bare app for comparison. */
type Sample = { key: string; type: string; body: string };

function files(samples: Sample[]): Record<string, string> {
  const deps = Object.fromEntries(['next', 'react', 'react-dom'].map((n) => [n, installedVersion(n)]));
  const devDeps = Object.fromEntries(
    ['typescript', '@types/react', '@types/react-dom', '@types/node'].map((n) => [n, installedVersion(n)]),
  );
  return {
    'package.json': JSON.stringify(
      { name: 'bare-next-baseline', private: true, dependencies: deps, devDependencies: devDeps },
      null,
      2,
    ),
    'next.config.mjs': "export default { output: 'standalone', poweredByHeader: false };\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
    'app/layout.tsx':
      "import type { ReactNode } from 'react';\n\n" +
      'export default function RootLayout({ children }: { children: ReactNode }) {\n' +
      '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    // The reference page of the JS and Lighthouse budgets: a heading and one client component,
    // so it pays for hydration as every page of the site does.
    'app/page.tsx':
      "import { Counter } from './counter';\n\n" +
      'export default function Page() {\n  return (\n    <main>\n      <h1>Hello</h1>\n      <Counter />\n    </main>\n  );\n}\n',
    'app/counter.tsx':
      "'use client';\n\nimport { useState } from 'react';\n\n" +
      'export function Counter() {\n  const [count, setCount] = useState(0);\n' +
      '  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n}\n',
    'app/ping/route.ts':
      "export const dynamic = 'force-static';\n\n" +
      `const html = ${JSON.stringify(BARE_PING_HTML)};\n\n` +
      "export function GET() {\n  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });\n}\n",
    // The framework's own page path: a prerendered page about the size of the site's pages
    // (~80 KB of markup). Measured beside a route returning its bytes, it shows what Next.js
    // itself spends serving a page over serving the same bytes from a route.
    'app/static-page/page.tsx':
      "export const dynamic = 'force-static';\n\n" +
      "const card = 'group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm';\n\n" +
      'export default function Page() {\n' +
      '  return (\n    <main>\n' +
      '      {Array.from({ length: 165 }, (_, i) => (\n' +
      '        <div key={i} className={card}>\n          <span>سهلة، مساعدك الذكي على سطح المكتب {i}</span>\n        </div>\n' +
      '      ))}\n    </main>\n  );\n}\n',
    // The third reference of every measured page: the framework returning exactly that page's
    // bytes (saved from the running site) as a prerendered route, to tell the cost of the page's
    // size from the cost of the site's own code.
    'samples/types.json': JSON.stringify(Object.fromEntries(samples.map((x: Sample) => [x.key, x.type]))),
    ...Object.fromEntries(samples.map((x: Sample) => [`samples/${x.key}`, x.body])),
    'app/same/[key]/route.ts':
      "import { readFileSync } from 'node:fs';\n" +
      "import path from 'node:path';\n" +
      "import types from '../../../samples/types.json';\n\n" +
      "export const dynamic = 'force-static';\n" +
      'export const dynamicParams = false;\n\n' +
      'export function generateStaticParams() {\n' +
      '  return Object.keys(types).map((key) => ({ key }));\n}\n\n' +
      'export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {\n' +
      '  const { key } = await params;\n' +
      "  const body = readFileSync(path.join(process.cwd(), 'samples', key), 'utf8');\n" +
      "  return new Response(body, { headers: { 'Content-Type': (types as Record<string, string>)[key] } });\n}\n",
  };
}

/**
 * Creates (or reuses) and builds the bare app; returns its folder. `samples` ({ key, type, body })
 * become its prerendered /same/<key> routes: a new set of bytes is a new build (about a minute).
 */
export async function ensureBareApp({ log = console.log as Log, fresh = false, samples = [] as Sample[] } = {}) {
  const template = files(samples);
  const key = createHash('sha256').update(JSON.stringify(template)).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `sahla-bench-bare-${key}`);
  const marker = path.join(dir, '.built');
  if (!fresh && existsSync(marker)) {
    log(`[bench] bare Next.js app: reusing the build in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(template)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  log(`[bench] bare Next.js app in ${dir}: installing (hard links from the repo's node_modules)…`);
  // Hard links are instant; `npm install` then prunes to exactly the bare app's dependencies.
  execFileSync('cp', ['-al', path.join(projectRoot(), 'node_modules'), path.join(dir, 'node_modules')]);
  await runTracked(
    'npm install (bare app)',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  log('[bench] bare Next.js app: next build…');
  await runTracked(
    'next build (bare app)',
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  cpSync(path.join(dir, '.next', 'static'), path.join(dir, '.next', 'standalone', '.next', 'static'), {
    recursive: true,
  });
  writeFileSync(marker, new Date().toISOString());
  return dir;
}

/** Starts the bare app's standalone server on `port`; resolves once /ping answers. */
export async function startBareApp(dir: string, port: number) {
  const handle = spawnTracked('bare Next.js server', process.execPath, ['server.js'], {
    cwd: path.join(dir, '.next', 'standalone'),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/ping`, { child: handle.child });
  return handle;
}
