import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DependencyUnavailableError, isDeadlineError, withDeadline } from '@/lib/deadline/with-deadline';
import type { UploadStore } from './store';

interface S3StoreConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** To connect, between two bytes, and for a whole call. */
  timeoutMs: number;
}

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

// No HTTP answer at all is "store away" (503); an HTTP error answer is a real answer.
const unreachable = (error: unknown) =>
  !isDeadlineError(error) &&
  error instanceof Error &&
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === undefined;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Keyed by upload name, so every instance shares the bytes; a PUT is atomic. */
export function createS3Store(config: S3StoreConfig): UploadStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Self-hosted stores may not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's defaults wait forever on a store that accepts and then stalls.
    requestHandler: { connectionTimeout: config.timeoutMs, requestTimeout: config.timeoutMs },
  });
  const Bucket = config.bucket;
  // The whole call, retries included, is bounded; the breaker refuses calls while the store keeps missing.
  const send = async <T>(call: (abortSignal: AbortSignal) => Promise<T>) => {
    try {
      return await withDeadline('s3', config.timeoutMs, call);
    } catch (error) {
      throw unreachable(error) ? new DependencyUnavailableError('s3', `S3 is unreachable: ${errorText(error)}`) : error;
    }
  };
  return {
    kind: 's3',
    async put(name, data, contentType) {
      const command = new PutObjectCommand({ Bucket, Key: name, Body: data, ContentType: contentType });
      await send((abortSignal) => client.send(command, { abortSignal }));
    },
    async get(name) {
      try {
        const command = new GetObjectCommand({ Bucket, Key: name });
        const object = await send((abortSignal) => client.send(command, { abortSignal }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      // S3 answers 204 for a missing key, so a second delete is harmless.
      const command = new DeleteObjectCommand({ Bucket, Key: name });
      await send((abortSignal) => client.send(command, { abortSignal }));
    },
  };
}
