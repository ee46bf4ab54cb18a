import fc from 'fast-check';
import mongoose from 'mongoose';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnSite, type OwnSite } from './support/own-site';

// A property-based corpus of bad requests over every public route: whatever a visitor's browser,
// a bot or an attacker sends, the site answers below 500 and stores nothing. The site runs behind
// a "proxy" (TRUSTED_PROXIES) so each request can come from its own address and the rate limits
// do not answer in place of validation.
let site: OwnSite;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ TRUSTED_PROXIES: '127.0.0.1' }, { seed: true });
});
test.afterAll(async () => site?.stop());

type Sent = { method: string; path: string; headers: Record<string, string>; body?: string };

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    '$where',
    '{"$gt":""}',
    '<script>x</script>',
    'x'.repeat(3000),
    'ع\u202Eب',
  ),
);
// Values no field accepts (objects, operators, numbers, nulls, lists, overlong text, nothing).
const badValue = fc.oneof(
  fc.constant(''),
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom({ $gt: '' }, { $ne: null }, { $regex: '.*' }),
  fc.object({ maxDepth: 2 }),
  fc.constant('x'.repeat(6000)),
);
const forms: [string, Record<string, unknown>][] = [
  ['/api/contact', { name: 'Amina', email: 'a@example.ma', subject: 'general', message: 'Hello' }],
  [
    '/api/email/send',
    { firstName: 'A', lastName: 'B', phone: '+212600000000', email: 'a@example.ma', investment: '$1', title: 'Seed' },
  ],
  ['/api/newsletter', { email: 'a@example.ma', source: 'footer' }],
  ['/login', { username: 'admin', password: 'own-site-admin-password' }],
];
const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

// A valid body with at least one required field spoilt, or an unknown field, or no object at all.
const badForm = fc.constantFrom(...forms).chain(([route, valid]) =>
  fc
    .oneof(
      fc
        .tuple(fc.subarray(Object.keys(valid), { minLength: 1 }), badValue)
        .map(([fields, value]) => JSON.stringify({ ...valid, ...Object.fromEntries(fields.map((f) => [f, value])) })),
      fc.tuple(fc.string({ minLength: 1 }), text).map(([k, v]) => JSON.stringify({ ...valid, [`x${k}`]: v })),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(Array.isArray(v) ? v : [v])),
      text.map((t) => `{"name": ${t}`),
    )
    .chain((body) =>
      fc.record({
        method: fc.constant('POST'),
        path: fc.constant(route),
        body: fc.constant(body),
        headers: fc
          .constantFrom('application/json', 'text/plain; charset=application/json', 'application/json; charset=utf-8')
          .map((type) => ({ 'content-type': type })),
      }),
    ),
);
const pages = [
  '/',
  '/ar',
  '/about',
  '/ar/blog',
  '/investment',
  '/contact',
  '/events',
  '/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/api/health',
];
const enc = (value: string) => encodeURIComponent(value);
const badGet = fc
  .oneof(
    fc.tuple(fc.constantFrom(...pages), text).map(([page, q]) => `${page}?q=${enc(q)}`),
    fc.tuple(text, text, text).map(([q, c, p]) => `/blog?q=${enc(q)}&category=${enc(c)}&page=${enc(p)}`),
    fc
      .tuple(text, text, text, text)
      .map(([q, c, l, s]) => `/api/blogs?q=${enc(q)}&category=${enc(c)}&limit=${enc(l)}&skip=${enc(s)}`),
    fc
      .tuple(
        fc.constantFrom('/blog/', '/ar/blog/', '/api/blogs/', '/uploads/', '/go/', '/og/en/', '/og/ar/', '/ar/'),
        text,
      )
      .map(([p, t]) => p + enc(t)),
  )
  .map((p) => ({ method: 'GET', path: p, headers: {} as Record<string, string> }));
const badAuth = fc
  .tuple(
    fc.constantFrom(
      'GET /protected',
      'PUT /api/blogs/0123456789abcdef01234567',
      'DELETE /api/blogs/0123456789abcdef01234567',
      'POST /api/blogs',
    ),
    text,
  )
  .map(([call, token]) => ({
    method: call.split(' ')[0]!,
    path: call.split(' ')[1]!,
    headers: { authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` },
  }));
const anyRequest = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: badForm }, { weight: 3, arbitrary: badGet }, { weight: 1, arbitrary: badAuth }),
    address,
  )
  .map(([request, from]): Sent => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': from } }));

async function stored(): Promise<number[]> {
  const conn = await mongoose.createConnection(site.dbUri).asPromise();
  try {
    const names = [
      'investor_inquiries',
      'contact_messages',
      'newsletter_subscribers',
      'outbox_mails',
      'posts',
      'adminusers',
    ];
    return await Promise.all(names.map((name) => conn.collection(name).countDocuments()));
  } finally {
    await conn.close();
  }
}

test('500+ generated bad requests over every public route: no 5xx, nothing stored', async () => {
  test.setTimeout(240_000);
  const before = await stored();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(anyRequest, async (request) => {
      sent += 1;
      const response = await fetch(site.base + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      expect(response.status, `${request.method} ${request.path}`).toBeLessThan(500);
    }),
    { numRuns: 520 },
  );
  expect(sent).toBeGreaterThanOrEqual(520);
  expect(await stored()).toEqual(before);
  expect(
    readdirSync(path.join(site.dataDir)).includes('spool') ? readdirSync(path.join(site.dataDir, 'spool')) : [],
  ).toEqual([]);
});
