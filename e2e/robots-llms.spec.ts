import { expect, test } from '@playwright/test';

test('robots.txt keeps crawlers out of admin, API, login and redirects, and links the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  for (const path of ['/admin', '/ar/admin', '/api/', '/go/', '/login']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain('Allow: /');
  // SITE_URL is the server's own origin in the e2e environment.
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('llms.txt describes the main pages in both languages as Markdown links', async ({ request, baseURL }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/markdown');
  const text = await response.text();
  expect(text).toMatch(/^# \S/);
  for (const path of ['/about', '/project', '/events', '/blog', '/contact', '/investment']) {
    expect(text).toContain(`](${baseURL}${path})`);
    expect(text).toContain(`](${baseURL}/ar${path})`);
  }
  expect(text).toMatch(/[\u0600-\u06FF]/); // real Arabic, not an English copy
  for (const link of [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => m[1])) {
    const target = await request.get(link.replace(baseURL!, ''), { maxRedirects: 0 });
    if (!link.includes('/api/') && !link.endsWith('/sitemap.xml')) expect(target.status(), link).toBe(200);
  }
});
