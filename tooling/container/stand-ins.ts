// Local stand-ins for the registry images compose.yaml names (its *_IMAGE variables), for machines
// that cannot pull them: each is tried from the registry first, and otherwise made once FROM the
// local Debian base (base-images.ts) and kept under a tag naming its version, so a second run
// reuses it. Redis and nginx come from Debian's packages, the S3 server (versitygw) and Mailpit
// are built from their Go modules into the tool cache, and FerretDB stands in for MongoDB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdb, FERRETDB_VERSION, projectRoot } from '../../server/launcher/ferretdb.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';
import { toolDir } from '../../server/launcher/tool-cache.ts';
import { goInstall } from '../services/go-install.ts';
import { ensureVersitygw, VERSITYGW_VERSION } from '../services/s3-server.ts';
import { buildBase, debianBase, place, pulled } from './base-images.ts';
import { imageExists, type Engine } from './engine.ts';

export const MAILPIT_VERSION = '1.33.1';
// Raised when a recipe below changes, so the next run makes its image again.
const RECIPE = 'r1';

function ensureMailpit(log: Log): Promise<string> {
  return goInstall({
    bin: path.join(toolDir('mailpit', MAILPIT_VERSION), 'mailpit'),
    module: 'github.com/axllent/mailpit',
    version: MAILPIT_VERSION,
    command: 'mailpit',
    tag: 'mailpit',
    label: 'Mailpit',
    duration: 'one to a few minutes',
    log,
  });
}

const apt = (packages: string, after = '') =>
  `RUN apt-get update -q && apt-get install -y -q --no-install-recommends ${packages} \\
 && rm -rf /var/lib/apt/lists/*${after}`;

interface StandIn {
  what: string;
  version: string;
  /** The Containerfile's lines after FROM. */
  recipe: string;
  /** A binary from the tool cache, copied in as /usr/local/bin/<name>. */
  binary?: { name: string; ensure: (log: Log) => Promise<string> };
}

const STAND_INS: Record<string, StandIn> = {
  REDIS_IMAGE: {
    what: 'Redis (Debian redis-server)',
    version: `deb-${RECIPE}`,
    recipe: `${apt('redis-server')}\nEXPOSE 6379\nCMD ["redis-server", "--protected-mode", "no"]`,
  },
  NGINX_IMAGE: {
    what: 'nginx (Debian nginx-light)',
    version: `deb-${RECIPE}`,
    // Debian's own site would answer on port 80 before compose's conf.d/default.conf.
    recipe: `${apt(
      'nginx-light',
      ` \\\n && rm -f /etc/nginx/sites-enabled/default \\
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log`,
    )}\nSTOPSIGNAL SIGQUIT\nCMD ["nginx", "-g", "daemon off;"]`,
  },
  S3_IMAGE: {
    what: 'the S3 server (versitygw)',
    version: `${VERSITYGW_VERSION}-${RECIPE}`,
    binary: { name: 'versitygw', ensure: (log) => ensureVersitygw({ log }) },
    recipe: 'ENTRYPOINT ["versitygw"]',
  },
  MONGO_IMAGE: {
    what: 'MongoDB (FerretDB on SQLite)',
    version: `ferretdb-${FERRETDB_VERSION}-${RECIPE}`,
    binary: { name: 'ferretdb', ensure: (log) => ensureFerretdb({ log }) },
    recipe: `RUN mkdir -p /data/db
ENTRYPOINT ["ferretdb", "--handler=sqlite", "--sqlite-url=file:/data/db/", "--state-dir=/data/db", \\
 "--listen-addr=0.0.0.0:27017", "--debug-addr=-", "--telemetry=disable", "--log-level=warn"]`,
  },
  MAILPIT_IMAGE: {
    what: 'Mailpit',
    version: `${MAILPIT_VERSION}-${RECIPE}`,
    binary: { name: 'mailpit', ensure: ensureMailpit },
    // IPv4 explicitly: the default [::] fails where a container has no IPv6.
    recipe: 'ENV MP_UI_BIND_ADDR=0.0.0.0:8025 MP_SMTP_BIND_ADDR=0.0.0.0:1025\nENTRYPOINT ["mailpit"]',
  },
};

/** The *_IMAGE variables compose.yaml reads, with the registry image each defaults to. */
export function composeImageDefaults(file = path.join(projectRoot(), 'compose.yaml')): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  return Object.fromEntries([...text.matchAll(/\$\{(\w+_IMAGE):-([^}]+)\}/g)].map((m) => [m[1], m[2]]));
}

async function standIn(engine: Engine, debian: string, variable: string, log: Log): Promise<string> {
  const spec = STAND_INS[variable];
  const name = variable.replace(/_IMAGE$/, '').toLowerCase();
  const tag = `localhost/sahla-stand-in-${name}:${spec.version}-${debian.split(':')[1]}`;
  if (await imageExists(engine, tag)) return tag;
  try {
    const binary = spec.binary && (await spec.binary.ensure(log));
    const copy = spec.binary ? `COPY ${spec.binary.name} /usr/local/bin/${spec.binary.name}\n` : '';
    await withProgress(
      'compose',
      `making the stand-in for ${spec.what} (${tag})`,
      () =>
        buildBase(engine, tag, `FROM ${debian}\n${copy}${spec.recipe}\n`, async (dir) => {
          if (binary && spec.binary) place(binary, path.join(dir, spec.binary.name));
        }),
      { log },
    );
  } catch (error) {
    throw new Error(`the local stand-in for ${spec.what} could not be made: ${(error as Error).message}`);
  }
  return tag;
}

/**
 * compose.yaml's image variables, each the registry image when it can be pulled (20 s at most)
 * or a local stand-in; SITE_IMAGE is left to the caller.
 */
export async function composeImages(engine: Engine, { log = console.log as Log } = {}) {
  const images: Record<string, string> = {};
  let debian: string | undefined;
  for (const [variable, registry] of Object.entries(composeImageDefaults())) {
    if (variable === 'SITE_IMAGE') continue;
    if (!STAND_INS[variable]) throw new Error(`compose.yaml's ${variable} has no local stand-in`);
    // podman asks which registry a short name means: Docker Hub's, as Docker reads it.
    const first = registry.split('/')[0];
    const full = registry.includes('/')
      ? first.includes('.')
        ? registry
        : `docker.io/${registry}`
      : `docker.io/library/${registry}`;
    if (await pulled(engine, full, log, 20_000)) images[variable] = full;
    else images[variable] = await standIn(engine, (debian ??= await debianBase(engine, log)), variable, log);
  }
  return images;
}
