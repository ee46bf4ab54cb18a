import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each test file gets its own database, upload and data folder, so files never see each other's data.
const base = process.env.TEST_MONGODB_BASE;
if (base) {
  const url = new URL(base);
  url.pathname = `/t_${randomBytes(6).toString('hex')}`;
  process.env.MONGODB_URI = url.toString();
}
const scratch = process.env.TEST_TMP_ROOT ?? os.tmpdir();
process.env.UPLOAD_DIR = mkdtempSync(path.join(scratch, 'uploads-'));
process.env.DATA_DIR = mkdtempSync(path.join(scratch, 'data-'));
process.env.JWT_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
// The form tests count the team's mail per submission; the visitor's acknowledgement has its own
// test (tests/integration/acknowledgement.test.ts), which turns it on.
process.env.ACK_MAIL ??= 'off';
// In npm test's two-worker jest step a slow answer must not become a 503: the database deadline is
// tested by the files that run alone (jest.config.mjs, TIMED_FILES).
if (process.env.SAHLA_JEST_SET === 'parallel') process.env.DB_TIMEOUT_MS ??= '5000';
