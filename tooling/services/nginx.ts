// Debian's nginx as the load balancer in front of several site instances (two-instance test).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAptCommand } from './apt.ts';
import { freePort, waitForPort } from '../../server/launcher/ferretdb.ts';
import { stopChild, track } from '../../server/launcher/processes.ts';
import type { Log } from '../../server/launcher/progress.ts';

export function nginxPath() {
  return process.env.NGINX_BIN || '/usr/sbin/nginx';
}

/**
 * Round-robin over the given upstream ports; every request goes to the next instance, so a test
 * that makes two requests through it meets both. Resolves with { url, port, stop }.
 */
export async function startNginx({
  dir,
  upstreams,
  port,
  log = console.log as Log,
}: {
  dir: string;
  upstreams: number[];
  port?: number;
  log?: Log;
}) {
  let bin: string;
  try {
    bin = await ensureAptCommand({ bin: nginxPath(), pkg: 'nginx-light', name: 'nginx', log });
  } catch (error) {
    throw new Error(
      `nginx is needed for the two-instance test and could not be installed: ${(error as Error).message}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const temp = (name: string) => path.join(dir, name);
  const config = `
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 8m;
  upstream site { ${upstreams.map((p: number) => `server 127.0.0.1:${p} max_fails=0;`).join(' ')} }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
    }
  }
}
`;
  const file = temp('nginx.conf');
  writeFileSync(file, config);
  const child = track(spawn(bin, ['-c', file, '-p', dir, '-e', temp('error.log')], { stdio: 'ignore' }));
  const stop = () => stopChild(child, { graceMs: 3000 });
  try {
    await waitForPort(listenPort, child, 10_000, 'nginx');
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message} (see ${temp('error.log')})`);
  }
  return { url: `http://127.0.0.1:${listenPort}`, port: listenPort, child, stop };
}
