import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  if (globalThis.__ferretdb) await globalThis.__ferretdb.stop();
  if (process.env.TEST_TMP_ROOT) rmSync(process.env.TEST_TMP_ROOT, { recursive: true, force: true });
}
