// Page and route errors become one JSON log line each, with the digest the visitor sees.
export { onRequestError } from './lib/http/request-error';

// Runs once when the server starts (not during `next build`). The work lives in lib/startup/start-up.ts
// behind a runtime check, so the Edge bundle never sees Node-only APIs such as process.exit.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startUp } = await import('./lib/startup/start-up');
  await startUp();
}
