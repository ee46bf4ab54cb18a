export interface StoredUpload {
  body: ReadableStream<Uint8Array>;
  /** When the store reports them. */
  size?: number;
}

/** The local disk (one instance) or S3-compatible storage (several); names are checked by the caller. */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** The name becomes readable only once the bytes are complete. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the name. */
  get(name: string): Promise<StoredUpload | null>;
  /** A name that holds nothing is not an error. */
  remove(name: string): Promise<void>;
}
