// Page and route errors become one JSON log line each, with the digest the visitor sees.
export { onRequestError } from './lib/request-error';

// Runs once when the server starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    // One line naming the variable, then stop: a half-configured site must not serve.
    console.error((error as Error).message);
    process.exit(1);
  }
  const [{ bootstrapAdmin }, { startOutboxWorker }] = await Promise.all([
    import('./lib/auth/bootstrap-admin'),
    import('./lib/mail/outbox-worker'),
  ]);
  await bootstrapAdmin();
  startOutboxWorker();
}
