// Types for the TypeScript tests that put nginx in front of several site instances.
import type { ChildProcess } from 'node:child_process';

export function nginxPath(): string;
export function startNginx(options: {
  dir: string;
  upstreams: number[];
  port?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; child: ChildProcess; stop: () => Promise<void> }>;
