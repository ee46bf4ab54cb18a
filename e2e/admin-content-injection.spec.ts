import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdmin } from './support/admin-session';
import { createPost, deletePost, uniqueWord } from './support/blog-api';
import { recordViolations } from './support/policy-violations';

// Markup typed into every field the admin shows: were any of it to run, it would set the flag.
const img = (n: string) => `<img src=x onerror="window.__injected='${n}'">`;
const script = (n: string) => `<script>window.__injected='${n}'</script>`;
const markup = (n: string) =>
  `${img(n)} ${script(n)} <a href="javascript:window.__injected='${n}'">a</a> [link](javascript:window.__injected='${n.replace(/ /g, '-')}')`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a visitor's contact form and beacon, and a careless editor, can put where the admin reads it. */
async function plant(request: APIRequestContext, token: string, word: string) {
  const post = await createPost(request, token, {
    title: `${word} ${img('post title')}`,
    description: `${word} ${markup('post excerpt')}`,
    content: `${word}\n\n${markup('post body')}`,
    status: 'draft',
    language: 'en',
  });
  const contact = await request.post('/api/contact', {
    headers: { 'x-sahla-peer': '198.51.100.53' },
    data: {
      name: `${word} ${img('contact name')}`,
      email: `${word}@example.com`,
      company: script('contact company'),
      subject: 'general',
      message: markup('contact message'),
      locale: 'en',
      website: '',
    },
  });
  expect(contact.status(), await contact.text()).toBe(200);
  // Raw HTML in an issue's body is refused outright (its one Markdown reading); the subject is text.
  const html = await request.post('/api/admin/newsletter', {
    headers: bearer(token),
    data: { enSubject: word, enBody: markup('issue body') },
  });
  expect(html.status()).toBe(400);
  const issue = await request.post('/api/admin/newsletter', {
    headers: bearer(token),
    data: {
      enSubject: `${word} ${img('issue subject')}`,
      enBody: `${word}\n\n[link](javascript:window.__injected='issue-body')`,
    },
  });
  expect(issue.status(), await issue.text()).toBe(201);
  const event = await request.post('/api/admin/events', {
    headers: bearer(token),
    data: {
      slug: word,
      type: 'webinar',
      mode: 'online',
      timeZone: 'Africa/Casablanca',
      start: '2030-03-01T18:00',
      end: '2030-03-01T19:00',
      text: {
        en: { title: `${word} ${img('event title')}`, description: markup('event description'), location: script('l') },
        ar: { title: `${word} ${img('event ar')}`, description: markup('event ar'), location: 'عبر الإنترنت' },
      },
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const beacon = await request.post('/api/event', {
    headers: { 'content-type': 'text/plain', 'x-sahla-peer': '198.51.100.54' },
    data: JSON.stringify({
      p: `/${img('stats path')}`.replace(/ /g, '/'),
      l: 'en',
      r: 'x.example',
      s: script('utm'),
      m: '',
      c: '',
      w: 1200,
    }),
  });
  expect(beacon.status()).toBe(204);
  return { post: post._id, event: (await event.json()).event?.id as string | undefined };
}

/** Each section of the admin, one after the other, as a person would click through them. */
async function visitEverySection(page: Page) {
  const sections = adminNav(page).getByRole('button');
  await expect(sections.last()).toBeVisible();
  const count = await sections.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) {
    await sections.nth(i).click();
    await expect(sections.nth(i)).toHaveAttribute('aria-current', /.+/);
    await page.waitForLoadState('networkidle');
  }
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('markup typed into admin-shown fields runs nothing when the admin reads them', async ({ page, request }) => {
  test.setTimeout(150_000);
  const violations = await recordViolations(page);
  const word = uniqueWord('inj');
  const token = await openAdmin(page, request, '/admin');
  const planted = await plant(request, token, word);
  try {
    await page.reload();
    await visitEverySection(page);

    // The post in the editor, its Markdown preview included.
    await adminNav(page).getByRole('button', { name: 'Posts' }).click();
    const card = page.getByRole('listitem').filter({ hasText: word });
    await expect(card).toContainText(img('post title'));
    await card.getByRole('button', { name: /Edit/ }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    // The preview's renderer is a chunk loaded now, through the Trusted Types policy for Next's chunks.
    await expect(page.locator('#post-content-preview')).toContainText(word);
    await expect(page.locator('#post-content-preview').getByRole('link', { name: 'link' })).toBeVisible();

    // The contact message, opened from the inbox.
    await adminNav(page).getByRole('button', { name: /Inbox/ }).click();
    await page.getByRole('button', { name: 'Contact messages' }).click();
    const search = page.getByRole('searchbox', { name: 'Search' });
    const row = page.getByRole('row').filter({ hasText: word });
    // Beside a second worker the database may miss its deadline once: the inbox says so, and the
    // person searches again rather than waiting for a list that is not coming.
    await expect(async () => {
      await search.fill('');
      await search.fill(word);
      await expect(row).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await row.getByRole('button').first().click();
    await expect(page.getByText(img('contact name')).first()).toBeVisible();

    // The newsletter issue with its mail preview.
    await adminNav(page).getByRole('button', { name: 'Newsletter' }).click();
    await page.getByText(img('issue subject'), { exact: false }).first().click();
    // The mail preview's frame got its document through the site's Trusted Types policy.
    await expect(page.frameLocator('iframe[data-preview="en"]').locator('body')).toContainText(img('issue subject'));

    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await violations()).toEqual([]);
  } finally {
    await deletePost(request, token, planted.post);
    if (planted.event) await request.delete(`/api/admin/events/${planted.event}`, { headers: bearer(token) });
  }
});
