// The machine's limit: Debian's nginx serving one saved HTML file on loopback, with our own
// config in a temp folder, in the foreground (no daemon), stopped like any other child.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnTracked, track, waitForHttp } from './processes.ts';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

function config(dir: string, port: number, location: string, upstream = ''): string {
  const tmp = (name: string) => path.join(dir, 'tmp', name);
  return `
daemon off;
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
${upstream}
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'www')};
${location}
  }
}
`;
}

const STATIC_PAGE = `
    location = / {
      default_type text/html;
      try_files /index.html =404;
    }`;

// A reverse proxy as operators put one in front of the site: kept-alive upstream connections, the
// visitor's address appended to X-Forwarded-For (the site trusts 127.0.0.1 as its proxy).
const UPSTREAM = (origin: string) => `  upstream site { server ${new URL(origin).host}; keepalive 64; }`;
const PROXY = `
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering on;
      proxy_buffers 16 16k; # as deploy/nginx.conf: a page is held in memory, not in a temporary file
    }`;

/** Serves `html` at http://127.0.0.1:port/ ; resolves with a handle whose stop() ends nginx. */
export function startNginx(html: string, port: number) {
  return runNginx(port, STATIC_PAGE, html);
}

/** Proxies http://127.0.0.1:port/ to `upstream` (an origin); resolves once it answers. */
export function startNginxProxy(upstream: string, port: number) {
  return runNginx(port, PROXY, '', UPSTREAM(upstream));
}

async function runNginx(port: number, location: string, html: string, upstream = '') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-bench-nginx-'));
  track('nginx temp folder', async () => rmSync(dir, { recursive: true, force: true }));
  // Workers drop to an unprivileged user when started as root: they must be able to read.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'), { mode: 0o755 });
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o755 });
  writeFileSync(path.join(dir, 'www', 'index.html'), html, { mode: 0o644 });
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, location, upstream));
  const handle = spawnTracked(
    'nginx',
    NGINX_BIN,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // A proxy is ready once nginx answers at all: its upstream may answer 503 to everything (the stand-in).
  const ok = upstream ? () => true : undefined;
  await waitForHttp(`http://127.0.0.1:${port}/`, { child: handle.child, timeoutMs: 15_000, ok });
  return handle;
}
