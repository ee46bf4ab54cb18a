import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each test file gets its own database and upload folder, so files never see each other's data.
const base = process.env.TEST_MONGODB_BASE;
if (base) {
  const url = new URL(base);
  url.pathname = `/t_${randomBytes(6).toString('hex')}`;
  process.env.MONGODB_URI = url.toString();
}
process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), 'sahla-uploads-'));
process.env.JWT_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
