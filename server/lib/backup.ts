// Backups of what a single instance keeps on disk: the embedded database (FerretDB's SQLite files
// in DATA_DIR/ferretdb), the other files in DATA_DIR (the generated JWT secret, …) and the uploads.
//
// The database is copied with SQLite's online backup API (node:sqlite), not by copying files:
// FerretDB keeps writing while the site runs, and a plain copy of a SQLite file (plus its WAL)
// taken mid-write can be torn. The backup API reads one consistent snapshot per database file, and
// FerretDB keeps all of a database's collections in one file, so posts, inquiries and their
// outbox come from the same moment, with the site still serving. A MongoDB named by MONGODB_URI
// is backed up with its own tools (mongodump, the provider's snapshots); S3 uploads by the
// bucket's versioning or replication.
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MANIFEST = 'sahla-backup.json';
const isDatabase = (name: string) => name.endsWith('.sqlite');
const files = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((n) => statSync(path.join(dir, n)).isFile()) : [];
const visible = (dir: string) => files(dir).filter((name) => !name.startsWith('.'));

/** Copies the database, DATA_DIR's files and the uploads into `dest` (created; must not exist). */
interface Folders {
  dataDir: string;
  uploadDir: string;
}

export async function backup({
  dataDir,
  uploadDir,
  dest,
  externalDatabase = false,
  externalUploads = false,
}: Folders & { dest: string; externalDatabase?: boolean; externalUploads?: boolean }) {
  if (existsSync(dest) && readdirSync(dest).length > 0) throw new Error(`${dest} is not empty: choose a new folder`);
  for (const dir of ['ferretdb', 'data', 'uploads']) mkdirSync(path.join(dest, dir), { recursive: true });
  const manifest = {
    createdAt: new Date().toISOString(),
    databases: [] as string[],
    dataFiles: [] as string[],
    uploads: 0,
  };
  const ferretdir = path.join(dataDir, 'ferretdb');
  if (!externalDatabase) {
    for (const name of files(ferretdir).filter(isDatabase)) {
      const source = new DatabaseSync(path.join(ferretdir, name));
      try {
        await sqliteBackup(source, path.join(dest, 'ferretdb', name));
      } finally {
        source.close();
      }
      manifest.databases.push(name);
    }
  }
  for (const name of files(dataDir)) {
    cpSync(path.join(dataDir, name), path.join(dest, 'data', name), { preserveTimestamps: true });
    manifest.dataFiles.push(name);
  }
  if (!externalUploads) {
    for (const name of visible(uploadDir)) cpSync(path.join(uploadDir, name), path.join(dest, 'uploads', name));
    manifest.uploads = visible(uploadDir).length;
  }
  writeFileSync(path.join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup into DATA_DIR and UPLOAD_DIR. Only into an empty database and upload folder, with
 * the site stopped: restoring over live files would mix two moments (move the old ones aside).
 */
export function restore({ dataDir, uploadDir, source }: Folders & { source: string }) {
  const manifestFile = path.join(source, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup: ${MANIFEST} is missing`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const ferretdir = path.join(dataDir, 'ferretdb');
  if (files(ferretdir).some(isDatabase))
    throw new Error(`${ferretdir} already holds a database: stop the site and move it aside, then restore`);
  if (visible(uploadDir).length > 0)
    throw new Error(`${uploadDir} already holds uploads: stop the site and move them aside, then restore`);
  mkdirSync(ferretdir, { recursive: true });
  mkdirSync(uploadDir, { recursive: true });
  for (const name of manifest.databases) cpSync(path.join(source, 'ferretdb', name), path.join(ferretdir, name));
  for (const name of manifest.dataFiles) {
    if (!existsSync(path.join(dataDir, name))) cpSync(path.join(source, 'data', name), path.join(dataDir, name));
  }
  for (const name of visible(path.join(source, 'uploads'))) {
    cpSync(path.join(source, 'uploads', name), path.join(uploadDir, name));
  }
  return manifest;
}
