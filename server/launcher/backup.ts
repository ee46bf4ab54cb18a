// Backups of a single instance's disk: the embedded database (via SQLite's online backup API, one consistent
// snapshot while FerretDB writes), DATA_DIR's other files and the uploads. MongoDB and S3 use their own tools.
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

/** Restores a backup into an empty DATA_DIR and UPLOAD_DIR, with the site stopped (no mixing of two moments). */
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
