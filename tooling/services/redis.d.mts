// Types for the TypeScript tests that start a Redis of their own.
import type { ChildProcess } from 'node:child_process';

export function redisServerPath(): string;
export function startRedis(options: {
  dir: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; child: ChildProcess; stop: () => Promise<void> }>;
