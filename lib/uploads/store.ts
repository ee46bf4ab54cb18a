/** A stored image opened for reading. */
export interface StoredUpload {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when the store reports them. */
  size?: number;
}

/**
 * Where uploaded images live: the local disk (one instance) or S3-compatible object storage
 * (several instances). Names are already checked by the caller (lib/uploads/storage.ts).
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes so that the name becomes readable only once they are complete. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<StoredUpload | null>;
  /** Deletes the bytes; a name that holds nothing is not an error. */
  remove(name: string): Promise<void>;
}
