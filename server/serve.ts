// The site's server: Node's HTTP server, the front door's stages (server/front-door/pipeline.ts), then Next
// through its documented custom-server handler. `npm start`, the container, the e2e and two-instance sites
// run it inside the folder they serve (server/launcher/site.ts); `npm run dev` runs it with `--dev`.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { registerHooks } from 'node:module';
import path from 'node:path';

const dev = process.argv.includes('--dev');
const servedDir = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';

if (!dev) {
  // Standalone output's own way in: the build's settings, so next.config.ts is not loaded again.
  const required = path.join(servedDir, '.next', 'required-server-files.json');
  const { config } = JSON.parse(readFileSync(required, 'utf8')) as { config: object };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  (process.env as Record<string, string>).NODE_ENV = 'production';
}
process.chdir(servedDir);

// lib/'s .ts files are ES modules in a package without a module type: said while the front door loads.
const esModules = registerHooks({
  load: (url, context, nextLoad) =>
    nextLoad(url, url.endsWith('.ts') ? { ...context, format: 'module-typescript' } : context),
});
const { frontDoor } = await import('./front-door/pipeline.ts');
const { listenOrExit } = await import('./listen.ts');
esModules.deregister();

const { default: next } = await import('next');
const server = http.createServer();
const app = next({ dev, dir: servedDir, hostname, port, httpServer: server, turbopack: dev });
await app.prepare();
server.on(
  'request',
  frontDoor(app.getRequestHandler(), {
    servedDir,
    analyticsScriptUrl: process.env.ANALYTICS_SCRIPT_URL || undefined,
  }),
);
const keepAliveMs = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (Number.isFinite(keepAliveMs) && keepAliveMs > 0) server.keepAliveTimeout = keepAliveMs;
listenOrExit(server, port, hostname);

// Docker and the launcher stop the site with SIGTERM: finish what is in flight, then go.
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  process.once(signal, () => {
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
  });
}
