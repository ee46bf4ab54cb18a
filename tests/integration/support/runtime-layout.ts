// The Docker image's runtime stage, laid out on this machine without Docker (Dockerfile, "runtime"):
// the standalone build and server/ copied as its COPY lines copy them, FerretDB in .tools/,
// owned by root and read-only; DATA_DIR elsewhere, owned by the unprivileged `sahla` user.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCommand, systemCommand } from '../../../server/launcher/system-command.ts';
import { aptInstall } from '../../../tooling/services/apt.ts';

const root = path.resolve(__dirname, '..', '..', '..');
const USER = 'sahla';

/** Whether the program exists (PATH, then the system folders) and exits 0 with these arguments. */
function commandWorks(name: string, args: string[]): boolean {
  const command = findCommand(name);
  if (!command) return false;
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** fontconfig and one font, installed with apt-get when missing, as the Dockerfile installs them. */
export async function ensureImageFonts(): Promise<void> {
  if (commandWorks('fc-match', ['sans-serif']) && existsSync('/usr/share/fonts/truetype/dejavu')) return;
  await aptInstall(['fontconfig', 'fonts-dejavu-core'], { purpose: 'The container-layout test', tag: 'fonts' });
}

/** uid and gid of the image's user, created as the Dockerfile does (uid 1001 when free). */
export function ensureSiteUser(): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) throw new Error('the container-layout test runs as root, to start the site as `sahla`');
  if (!commandWorks('id', ['-u', USER])) {
    const free = !commandWorks('getent', ['passwd', '1001']) && !commandWorks('getent', ['group', '1001']);
    execFileSync(systemCommand('groupadd', 'passwd'), ['--system', ...(free ? ['--gid', '1001'] : []), USER], {
      stdio: 'ignore',
    });
    const ids = free ? ['--uid', '1001'] : [];
    execFileSync(systemCommand('useradd', 'passwd'), [
      '--system',
      ...ids,
      '--gid',
      USER,
      '--home-dir',
      '/app',
      '--shell',
      '/usr/sbin/nologin',
      USER,
    ]);
  }
  const id = (flag: string) =>
    Number(execFileSync(systemCommand('id', 'coreutils'), [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function readOnly(target: string): void {
  const stat = statSync(target);
  chmodSync(target, stat.isDirectory() ? 0o555 : stat.mode & 0o111 ? 0o555 : 0o444);
  if (stat.isDirectory()) for (const entry of readdirSync(target)) readOnly(path.join(target, entry));
}

/** Builds the layout; returns the app folder (read-only), DATA_DIR (the user's) and its Node. */
export function layOut(ferretdb: string, owner: { uid: number; gid: number }) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-layout-'));
  chmodSync(scratch, 0o755);
  const app = path.join(scratch, 'app');
  const data = path.join(scratch, 'data');
  // COPY --from=build /app/.next/standalone ./
  cpSync(path.join(root, '.next', 'standalone'), app, { recursive: true, verbatimSymlinks: true });
  // COPY --from=build /app/server ./server
  cpSync(path.join(root, 'server'), path.join(app, 'server'), { recursive: true });
  // COPY --from=build /app/lib ./lib, /app/i18n ./i18n and /app/messages ./messages: what
  // server/ imports of the site's code (the seed's text rules, the front door's render gate)
  for (const dir of ['lib', 'i18n', 'messages']) cpSync(path.join(root, dir), path.join(app, dir), { recursive: true });
  // COPY --from=ferretdb /tools/ferretdb ./.tools/ferretdb
  mkdirSync(path.join(app, '.tools'));
  cpSync(ferretdb, path.join(app, '.tools', 'ferretdb'));
  readOnly(app);
  // The image's Node at /usr/local/bin: this run's may live under /root/.cache (mode 0700), which
  // the unprivileged site user cannot enter, so the layout carries a copy the way the image does.
  const node = path.join(scratch, 'bin', 'node');
  mkdirSync(path.dirname(node), { mode: 0o755 });
  cpSync(process.execPath, node);
  chmodSync(node, 0o555);
  mkdirSync(path.join(data, 'uploads'), { recursive: true });
  for (const dir of [data, path.join(data, 'uploads')]) chownSync(dir, owner.uid, owner.gid);
  return { scratch, app, data, node };
}

/** Every file under `dir` with its size and mtime: the app folder must not change while serving. */
export function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`${path.relative(dir, full)}:${statSync(full).size}:${statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return out.sort();
}
