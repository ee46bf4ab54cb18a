// Types for the TypeScript tests that start a database of their own.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const FERRETDB_VERSION: string;
export function projectRoot(): string;
export function ferretdbBinary(): string;
export function ensureFerretdb(options?: { log?: (line: string) => void }): Promise<string>;
export function freePort(): Promise<number>;
export function startFerretdb(options?: {
  dataDir?: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
  stdio?: StdioOptions;
  detached?: boolean;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}): Promise<{ uri: string; port: number; child: ChildProcess; stop: () => Promise<void> }>;
