// The entrypoint's `s3-bucket` task: creates S3_BUCKET if missing, asking every second while the store starts.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { Log } from './progress.ts';

// A cold store answers within seconds; a minute means it is not coming.
const DEADLINE_MS = 60_000;
// Per call: a store that accepts the connection and then stalls must not eat the whole minute.
const CALL_MS = 5000;

const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Resolves once the bucket exists (made here or before); rejects with the last error at the deadline. */
export async function ensureBucket({
  env = process.env,
  deadlineMs = DEADLINE_MS,
  log = console.log as Log,
}: { env?: NodeJS.ProcessEnv; deadlineMs?: number; log?: Log } = {}): Promise<void> {
  const Bucket = env.S3_BUCKET;
  if (!Bucket) throw new Error('S3_BUCKET is not set: there is no bucket to create');
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(Boolean(env.S3_ENDPOINT))) === 'true',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    requestHandler: { connectionTimeout: CALL_MS, requestTimeout: CALL_MS },
    maxAttempts: 1,
  });
  const deadline = Date.now() + deadlineMs;
  let last: unknown;
  try {
    while (Date.now() < deadline) {
      try {
        await client.send(new CreateBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CALL_MS) });
        log(`[s3-bucket] ${Bucket} created`);
        return;
      } catch (error) {
        last = error;
        // 409: BucketAlreadyOwnedByYou, from a run before this one (or another replica's task).
        if (status(error) === 409) {
          log(`[s3-bucket] ${Bucket} is there`);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    client.destroy();
  }
  const code = status(last);
  const why = last instanceof Error ? last.message || last.name : String(last);
  throw new Error(
    `${Bucket} could not be created within ${deadlineMs / 1000} s: ${code ? `HTTP ${code}, ` : ''}${why}`,
  );
}
