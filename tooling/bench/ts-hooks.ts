// Lets the benchmark import the site's own TypeScript modules (the index, the text normaliser)
// straight from lib/: Node 24 strips the types itself; this hook only resolves what the bundler
// resolves for the site, the `@/` alias and imports written without their `.ts` extension.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..', '..');

function withExtension(file: string): string | null {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
  return null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    let file = null;
    if (specifier.startsWith('@/')) file = withExtension(path.join(root, specifier.slice(2)));
    else if (specifier.startsWith('.') && context.parentURL?.endsWith('.ts'))
      file = withExtension(path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier));
    if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    // The site's .ts files are ES modules (package.json declares no type: say so, unasked).
    return nextLoad(url, url.endsWith('.ts') ? { ...context, format: 'module-typescript' } : context);
  },
});
