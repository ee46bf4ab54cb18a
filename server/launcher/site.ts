// Starting the production site, for `npm start` and the Docker entrypoint alike.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.ts';
import { absoluteDir } from './env-file.ts';
import type { Log } from './progress.ts';
import { supervise } from './supervise.ts';

/** DATA_DIR and UPLOAD_DIR made absolute and created, and MONGODB_URI set to the database in use. */
export async function siteEnvironment({ log = console.log as Log } = {}): Promise<NodeJS.ProcessEnv> {
  const dataDir = absoluteDir(process.env.DATA_DIR, 'data');
  const uploadDir = absoluteDir(process.env.UPLOAD_DIR, 'uploads');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(uploadDir, { recursive: true });
  const uri = await openDatabase({ dataDir, log });
  return { ...process.env, MONGODB_URI: uri, DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
}

/** Loaded before any server code: stamps each request with its TCP peer (see the file). */
export const PEER_HEADER_MODULE = path.join(import.meta.dirname, '..', 'front-door', 'peer-header.ts');

// Idle connections kept open longer than clients and load balancers keep theirs, so they always close first
// (no ECONNRESET on a reused connection). An operator's own value is kept.
const keepAlive = () => ({ KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT || '65000' });

/**
 * Node's arguments for the standalone server in serverDir, with the peer-address preload from the
 * same folder (the image's layout; ensureBuild places it): the hook and the bundles then share one
 * node_modules, so one @sahla/process-state (packages/process-state/README.md).
 */
export function serverArgs(serverDir: string): string[] {
  return [
    '--import',
    path.join(serverDir, 'server', 'front-door', 'peer-header.ts'),
    path.join(serverDir, 'server.js'),
  ];
}

/** The environment of a production server on 127.0.0.1:port with its own database, folders, secret and admin. */
export function localServerEnv({
  port,
  uri,
  dataDir,
  uploadDir,
  secret,
  admin,
}: {
  port: number;
  uri: string;
  dataDir: string;
  uploadDir: string;
  secret: string;
  admin: { username: string; password: string };
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    APP_ENV: 'development',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    MONGODB_URI: uri,
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    JWT_SECRET: secret,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...keepAlive(),
  };
}

/** Starts the database (unless MONGODB_URI is set), then the standalone server in serverDir. */
export async function startSite({
  serverDir,
  log = console.log as Log,
}: {
  serverDir: string;
  log?: Log;
}): Promise<void> {
  const env = await siteEnvironment({ log });
  const port = process.env.PORT || '3000';
  supervise(process.execPath, serverArgs(serverDir), {
    cwd: serverDir,
    env: {
      ...env,
      ...keepAlive(),
      NODE_ENV: 'production',
      APP_ENV: process.env.APP_ENV || 'development',
      PORT: port,
      // Not the inherited HOSTNAME: shells and Docker set it to the machine's name.
      HOSTNAME: '0.0.0.0',
    },
    log,
  });
  log(`[sahla] serving http://localhost:${port} (Ctrl-C or SIGTERM stops the site and its database)`);
}
