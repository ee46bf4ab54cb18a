// Types for the TypeScript tests that start an S3-compatible server of their own.
import type { ChildProcess } from 'node:child_process';

export const VERSITYGW_VERSION: string;
export function versitygwBinary(): string;
export function ensureVersitygw(options?: { log?: (line: string) => void }): Promise<string>;
export function startS3Server(options: {
  dir: string;
  bucket?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<{ env: Record<string, string>; port: number; child: ChildProcess; stop: () => Promise<void> }>;
