// A real S3-compatible server for the tests: versitygw (posix backend) built once from the Go
// module proxy into the tool cache (server/launcher/tool-cache.ts), like FerretDB. Never an in-process fake.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from '../../server/launcher/ferretdb.ts';
import { stopChild, track } from '../../server/launcher/processes.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { toolDir } from '../../server/launcher/tool-cache.ts';
import { goInstall } from './go-install.ts';

export const VERSITYGW_VERSION = '1.8.0';
const MODULE = 'github.com/versity/versitygw/cmd/versitygw';

export function versitygwBinary() {
  return process.env.VERSITYGW_BIN || path.join(toolDir('versitygw', VERSITYGW_VERSION), 'versitygw');
}

/** Builds the gateway once (about 3-6 minutes with cold Go caches on 2 cores). */
export function ensureVersitygw({ log = console.log as Log } = {}): Promise<string> {
  const [bin, module, version] = [versitygwBinary(), MODULE, VERSITYGW_VERSION];
  return goInstall({
    bin,
    module,
    version,
    command: 'versitygw',
    tag: 's3',
    label: 'versitygw',
    duration: 'a few minutes',
    log,
  });
}

/**
 * Starts the gateway on loopback and creates one bucket; resolves with the site's S3_* variables
 * and a stop function. Object metadata (the content type) goes to a sidecar folder, so the data
 * folder needs no extended-attribute support.
 */
export async function startS3Server({
  dir,
  bucket = 'sahla-uploads',
  port,
  log = console.log as Log,
}: {
  dir: string;
  bucket?: string;
  port?: number;
  log?: Log;
}) {
  const bin = await ensureVersitygw({ log });
  const data = path.join(dir, 'data');
  const meta = path.join(dir, 'meta');
  mkdirSync(data, { recursive: true });
  mkdirSync(meta, { recursive: true });
  const listenPort = port ?? (await freePort());
  const accessKeyId = 'sahla-test-access';
  const secretAccessKey = 'sahla-test-secret-key';
  const args = ['--access', accessKeyId, '--secret', secretAccessKey, '--port', `127.0.0.1:${listenPort}`, '--quiet'];
  const child = track(spawn(bin, [...args, 'posix', '--sidecar', meta, data], { stdio: 'ignore' }));
  const stop = () => stopChild(child, { graceMs: 3000 });
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${listenPort}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  try {
    await waitForPort(listenPort, child, 20_000, 'versitygw');
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  } catch (error) {
    await stop();
    throw new Error(`the S3 test server (versitygw) did not start: ${(error as Error).message}`);
  }
  return { env, port: listenPort, child, stop };
}
