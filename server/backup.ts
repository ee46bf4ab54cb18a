// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (in the container:
// `docker exec <container> node server/backup.ts backup /data/backups/<name>`; see README).
// DATA_DIR and UPLOAD_DIR as for the site; the backup folder defaults to backups/sahla-<time>.
import path from 'node:path';
import { absoluteDir } from './launcher/env-file.ts';
import { backup, restore } from './launcher/backup.ts';

const [command, folder] = process.argv.slice(2);
const dataDir = absoluteDir(process.env.DATA_DIR, 'data');
const uploadDir = absoluteDir(process.env.UPLOAD_DIR, 'uploads');
const externalDatabase = Boolean(process.env.MONGODB_URI);
const externalUploads = Boolean(process.env.S3_BUCKET);

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dest = path.resolve(folder ?? path.join('backups', `sahla-${stamp}`));
    const made = await backup({ dataDir, uploadDir, dest, externalDatabase, externalUploads });
    console.log(
      `[backup] ${dest}: ${made.databases.length} database file(s), ${made.dataFiles.length} data file(s), ${made.uploads} upload(s)`,
    );
    if (externalDatabase)
      console.log('[backup] MONGODB_URI is set: back that database up with mongodump or its provider');
    if (externalUploads) console.log('[backup] S3_BUCKET is set: uploads are kept by the bucket (enable versioning)');
  } else if (command === 'restore' && folder) {
    const made = restore({ dataDir, uploadDir, source: path.resolve(folder) });
    console.log(
      `[restore] ${made.databases.length} database file(s) and ${made.uploads} upload(s) restored from ${folder}`,
    );
  } else {
    console.error('usage: node server/backup.ts backup [<folder>] | restore <folder>');
    process.exit(2);
  }
} catch (error) {
  console.error(`[${command}] failed: ${(error as Error).message}`);
  process.exit(1);
}
