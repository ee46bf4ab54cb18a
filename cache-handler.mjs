// Next.js's cache (data reads, ISR pages, route responses) for this site.
// - REDIS_URL set: one Redis shared by every instance (@fortedigital/nextjs-cache-handler), so
//   a save on any instance expires the blog, feeds, sitemap and post pages everywhere at once
//   (revalidateTag and revalidatePath go through it). Keys carry the build id: instances of two
//   different builds during a rolling deploy never hand each other pages that name missing
//   chunks, and a new build starts with an empty cache.
// - Otherwise, and always during `next build`: Next's own file-system cache, unchanged.
// The choice is made when the server starts, so one image serves both setups.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { dropKeptAnswers } from './server/front-door/kept-answers.ts';

const building = process.env.NEXT_PHASE === 'phase-production-build';
const shared = Boolean(process.env.REDIS_URL) && !building;

function log(level, message) {
  const line = { time: new Date().toISOString(), level, event: 'cache.redis', message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

// @redis/client cancels an aborted command only while it waits to be written: one already sent to
// a Redis that stopped answering is awaited for ever, and the page with it. Behind this view the
// handler races each command against its own timeout instead (the command stays queued, at most
// commandsQueueMaxLength of them).
function withoutNativeAbort(client) {
  return new Proxy(client, {
    has: (target, name) => name !== 'withAbortSignal' && name in target,
    get(target, name) {
      if (name === 'withAbortSignal') return undefined;
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

CacheHandler.onCreation(async ({ buildId }) => {
  // REDIS_TIMEOUT_MS was checked at start-up (lib/config/env.ts); this file cannot import it.
  const timeoutMs = Number(process.env.REDIS_TIMEOUT_MS) || 500;
  const client = createClient({
    url: process.env.REDIS_URL,
    // Reconnect forever, at most every 5 s; while it is away, reads miss and pages render afresh.
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5000) },
    // While it reconnects, a command fails at once instead of waiting in a queue; and a Redis that
    // accepts commands but never answers holds at most 256 of them (a few KB each), not one per
    // request of a long stall: beyond that a read misses at once and the page renders afresh.
    disableOfflineQueue: true,
    commandsQueueMaxLength: 256,
  });
  let reported = false;
  client.on('error', (error) => {
    if (!reported) log('error', `Redis is unreachable: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    if (reported) log('info', 'Redis is reachable again');
    reported = false;
  });
  // Not awaited to the end: with Redis away at start-up the site must still serve. Until it
  // answers, every read misses (pages render afresh) and writes are skipped; the client keeps
  // reconnecting.
  // Waits up to 3 s, so a restarted instance reads the shared cache from its first request.
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
  const keyPrefix = `sahla:${buildId ?? 'dev'}:`;
  // A read or write that misses the deadline is a cache miss (or a skipped save), never a wait.
  const redis = createRedisHandler({ client: withoutNativeAbort(client), keyPrefix, timeoutMs });
  return {
    handlers: [
      {
        ...redis,
        // Next 16 judges a page's freshness by the lifetime the entry carries; without one, an
        // instance that never rendered the route itself assumes 1 second and serves the page
        // as stale, rendering it again. The lifetime is in the stored entry: hand it over.
        async get(key, meta) {
          const entry = await redis.get(key, meta);
          const revalidate = entry?.lifespan?.revalidate;
          if (!entry || entry.value?.kind === 'FETCH' || typeof revalidate !== 'number') return entry;
          return { ...entry, cacheControl: { revalidate } };
        },
        // The handler list swallows failures; a lost expiry is worth a line: other instances may
        // serve the old page until its lifetime ends (5 minutes for the blog listings).
        async revalidateTag(tag) {
          try {
            await redis.revalidateTag(tag);
          } catch (error) {
            log('error', `could not expire "${tag}" in Redis: ${error.message}`);
          }
        },
      },
    ],
  };
});

// Next keeps the page of every address its ISR routes rendered, a 404 included: a visitor asking
// for made-up post slugs would grow the cache (memory here, Redis when shared) without end. A
// 404 page is therefore never stored: each one renders on request (cheap: the post index answers
// "no such post" from memory), and only real posts and redirects fill the cache.
const isNotFoundPage = (data) => data?.kind === 'APP_PAGE' && data.status === 404;

function storingNoNotFound(Handler) {
  return class extends Handler {
    async set(key, data, context) {
      if (isNotFoundPage(data)) return;
      return super.set(key, data, context);
    }
  };
}

// One image, any address: the settings a page prints (SITE_URL, in every canonical, hreflang,
// Open Graph and JSON-LD link; the external counter's script, ANALYTICS_SCRIPT_URL/_DOMAIN; the other addresses go through /go/<target> at run time) are read
// when the server starts. The build writes the values its prerendered pages were made with; a
// server started with other values treats those build copies as missing, so each page renders once
// on its first request with the running values and is served from memory after that. With the
// same values (`npm start` as built) the build's copies serve from the first request as before.
const PAGE_SETTINGS = ['SITE_URL', 'ANALYTICS_SCRIPT_URL', 'ANALYTICS_DOMAIN'];
// server/launcher/build.ts copies it beside the standalone server.
const SETTINGS_FILE = 'page-settings.json';
const PAGE_DEFAULTS = { SITE_URL: 'http://localhost:3000' }; // lib/config/env.ts's defaults
const pageSettings = () =>
  JSON.stringify(PAGE_SETTINGS.map((name) => (process.env[name] || PAGE_DEFAULTS[name] || '').replace(/\/+$/, '')));

function readBuildSettings(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, SETTINGS_FILE), 'utf8');
  } catch {
    return null;
  }
}

// Next makes a handler per request: what it learns lives here, once per process.
const renderedHere = new Set();
let buildCopiesStale = null;

function followingRunSettings(Handler) {
  return class extends Handler {
    constructor(context) {
      super(context);
      const dir = context?.serverDistDir;
      if (building && dir) writeFileSync(path.join(dir, SETTINGS_FILE), pageSettings());
      if (buildCopiesStale === null && !building && dir) {
        const built = readBuildSettings(dir);
        buildCopiesStale = built !== null && built !== pageSettings();
      }
    }
    async get(key, context) {
      const entry = await super.get(key, context);
      // A page this server rendered itself is current; one from the build carries old links.
      if (buildCopiesStale && entry?.value?.kind === 'APP_PAGE' && !renderedHere.has(key)) return null;
      return entry;
    }
    async set(key, data, context) {
      if (data?.kind === 'APP_PAGE') renderedHere.add(key);
      return super.set(key, data, context);
    }
  };
}

// The front door keeps answers for a few seconds (server/front-door/kept-answers.ts: cached pages and
// searches): every expiry here, whatever it names, drops them at once, so a save, delete or scheduled
// post shows on this instance's next request as it did without them.
function announcingExpiries(Handler) {
  return class extends Handler {
    async revalidateTag(...args) {
      dropKeptAnswers();
      return super.revalidateTag(...args);
    }
  };
}

// The proxy's bundle loads this file too, where Next's own class is not there to extend.
const Handler = shared ? CacheHandler : fileSystemCache.default && followingRunSettings(fileSystemCache.default);
export default Handler ? announcingExpiries(storingNoNotFound(Handler)) : Handler;
