import mongoose from 'mongoose';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { startOwnSite, type OwnSite } from './support/own-site';

// A site and database of this spec's own (free ports, so specs running beside it never add page
// views to its counts, nor it to theirs).
let site: OwnSite;
const contexts: BrowserContext[] = [];
const setCookies: string[] = [];
const s = en.AdminStats;

// Every context of this spec runs on the same machine, so all share the address 127.0.0.1: two
// visitors are told apart by their user agents, which the visitor hash includes. Both are real
// Chromium; the agent strings only carry a mark this test looks for in the database afterwards.
const agent = (mark: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${mark}`;

async function visitor(browser: Browser, mark: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: agent(mark), baseURL: site.base });
  contexts.push(context);
  context.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie');
    if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
  });
  return context.newPage();
}

/** Opens a page and waits for its beacon to be sent and answered. */
async function read(page: Page, path: string) {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/event') && r.request().method() === 'POST');
  await page.goto(path);
  expect((await beacon).status()).toBe(204);
}

async function openStats(browser: Browser): Promise<Page> {
  const token = await site.ownerToken();
  const context = await browser.newContext({ baseURL: site.base });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin');
  await page.getByRole('button', { name: s.tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: s.tab, level: 1 })).toBeVisible();
  return page;
}

const tableRows = (page: Page, caption: string) => page.getByRole('region', { name: caption }).locator('tbody tr');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite();
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await site?.stop();
});

test('five pages in two languages from two visitors: 2 visitors and 5 views by page and language', async ({
  browser,
}) => {
  const first = await visitor(browser, 'SahlaVisitorOne');
  const second = await visitor(browser, 'SahlaVisitorTwo');
  await read(first, '/');
  await read(first, '/about');
  await read(first, '/ar');
  await read(second, '/ar/about');
  await read(second, '/events');

  const stats = await openStats(browser);
  await expect(stats.locator('[data-total="visitors"]')).toHaveText('2');
  await expect(stats.locator('[data-total="views"]')).toHaveText('5');
  const pages = tableRows(stats, s.topPages);
  await expect(pages).toHaveCount(5);
  for (const [path, language] of [
    ['/', s.languages.en],
    ['/about', s.languages.en],
    ['/events', s.languages.en],
    ['/ar', s.languages.ar],
    ['/ar/about', s.languages.ar],
  ]) {
    await expect(pages.filter({ hasText: new RegExp(`^${path}${language}11$`) })).toHaveCount(1);
  }
});

test('a visit from /?utm_source=linkedin&utm_campaign=q1 that sends the investor form is a LinkedIn lead', async ({
  browser,
}) => {
  const page = await visitor(browser, 'SahlaVisitorThree');
  await read(page, '/?utm_source=linkedin&utm_campaign=q1');
  await read(page, '/investment');
  const f = en.InvestorForm;
  await page.getByRole('button', { name: en.Sections.learnMore }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(f.firstName, { exact: true }).fill('Amina');
  await dialog.getByLabel(f.lastName, { exact: true }).fill('Benali');
  await dialog.getByLabel(f.phone, { exact: true }).fill('+212 6 12 34 56 78');
  await dialog.getByLabel(f.email, { exact: true }).fill('amina@example.ma');
  await dialog.getByRole('button', { name: f.next }).click();
  await dialog.getByLabel(f.investment).fill('$250,000');
  await dialog.getByRole('button', { name: f.submit }).click();
  await expect(dialog.getByRole('heading', { name: f.thanksTitle })).toBeVisible();

  const admin = await openStats(browser);
  const linkedin = tableRows(admin, s.sources).filter({ hasText: 'linkedin' });
  // source, visitors, inquiries, messages, subscribers, leads per 100 visitors
  await expect(linkedin.locator('td')).toHaveText(['linkedin', '1', '1', '0', '0', '100']);
  await expect(tableRows(admin, s.campaigns).filter({ hasText: 'q1' })).toHaveCount(1);

  // The tab's name also carries its count of new records.
  await admin
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${en.AdminInbox.tabs.inbox}`) })
    .click();
  await admin.getByRole('button', { name: /Amina/ }).click();
  await expect(admin.locator('[data-field="utmSource"]')).toHaveText('linkedin');
  await expect(admin.locator('[data-field="utmCampaign"]')).toHaveText('q1');
  await expect(admin.locator('[data-field="landingPage"]')).toHaveText('/');
  await expect(admin.locator('[data-field="formPage"]')).toHaveText('/investment');
});

test('no public response sets a cookie, and no collection holds a visitor’s address or user agent', async () => {
  expect(setCookies).toEqual([]);
  const connection = await mongoose.createConnection(site.dbUri).asPromise();
  try {
    const db = connection.db!;
    for (const { name } of await db.listCollections().toArray()) {
      const text = JSON.stringify(await db.collection(name).find().toArray());
      expect(text, name).not.toMatch(/SahlaVisitor|AppleWebKit|HeadlessChrome/);
      // The addresses the server saw the visitors at: none in what counting or the leads kept.
      // (Rate-limit windows and the staff audit log key on addresses by design, and expire or
      // concern staff: docs/security.md.)
      if (/^analytics_|investor_inquiries|contact_messages|newsletter_subscribers/.test(name)) {
        expect(text, name).not.toContain('127.0.0.1');
      }
    }
    // Views are stored in batches, each a JSON list (lib/analytics/hit-batches.ts).
    const batches = await db.collection('analytics_hits').find().toArray();
    const views = batches.reduce(
      (sum, doc) => sum + (typeof doc.hits === 'string' ? JSON.parse(doc.hits).length : 1),
      0,
    );
    expect(views).toBe(7);
  } finally {
    await connection.close();
  }
});
