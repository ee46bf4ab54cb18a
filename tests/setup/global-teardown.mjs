import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  if (globalThis.__ferretdb) await globalThis.__ferretdb.stop();
  if (process.env.TEST_DATA_DIR) rmSync(process.env.TEST_DATA_DIR, { recursive: true, force: true });
}
