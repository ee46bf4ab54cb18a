import { env } from './env';

/** Validates the configuration, then starts what the server needs beside its routes. */
export async function startUp(): Promise<void> {
  try {
    env();
  } catch (error) {
    // One line naming the variable, then stop: a half-configured site must not serve.
    console.error((error as Error).message);
    process.exit(1);
  }
  const [{ bootstrapAdmin }, { startOutboxWorker }] = await Promise.all([
    import('./auth/bootstrap-admin'),
    import('./mail/outbox-worker'),
  ]);
  await bootstrapAdmin();
  startOutboxWorker();
}
