import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { apiToken, coverImage, uniqueWord } from './support/blog-api';
import { waitForMailTo } from './support/mailbox';
import { confirmedSubscriber } from './support/subscriber';

// An issue's body is read once (lib/newsletter-issues/markdown.ts): the editor refuses what the
// mail and the web version would not show, and both show the same uploaded image and links.
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a remote image, by reference or as HTML, is refused in the editor in its language', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The refused saves answer 400, which the browser logs; the preview's sandboxed frame refuses
  // scripts and storage to the admin's init script (as in newsletter-issues.spec.ts).
  consoleErrors.allow(/400 \(Bad Request\).*\/api\/admin\/newsletter\/|about:srcdoc|sandboxed/);
  const words = ar.AdminNewsletter;
  await openAdmin(page, request, '/ar/admin');
  await page.getByRole('button', { name: words.tab }).click();
  await page.getByRole('button', { name: words.newIssue }).first().click();
  const body = page.getByRole('group', { name: words.english }).getByLabel(words.body);
  await expect(body).toHaveValue('…');
  for (const [typed, error] of [
    ['Look: ![pixel][r]\n\n[r]: https://tracker.example/p.gif', words.errors.image],
    ['Look: <b>bold</b>', words.errors.html],
    ['Look: <img src="https://tracker.example/p.gif">', words.errors.image],
  ]) {
    await body.fill(typed!);
    await page.getByRole('button', { name: words.save }).click();
    // The field says why, in the admin's language (each case's error differs from the one before).
    await expect(body).toHaveAccessibleDescription(error!);
    await expect(body).toHaveAttribute('aria-invalid', 'true');
  }
});

test('an uploaded image and the links read the same on the web version as in the mail', async ({ page, request }) => {
  const token = await apiToken(request);
  const address = await confirmedSubscriber(request, 'en');
  const uploaded = await request.post('/api/admin/newsletter/images', {
    headers: auth(token),
    multipart: { image: { name: 'office.png', mimeType: 'image/png', buffer: await coverImage() } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const subject = `Office ${uniqueWord('nl')}`;
  const created = await request.post('/api/admin/newsletter', {
    headers: auth(token),
    data: {
      enSubject: subject,
      enBody:
        `# Our office\n\n![The office](${url})\n\n` +
        'Read [our blog](/blog) or [a look-alike](https://sahla.ma.evil.com/login), *calmly* and **soon**.',
    },
  });
  expect(created.status()).toBe(201);
  const issue = (await created.json()) as { id: string; slug: string };
  const sent = await request.post(`/api/admin/newsletter/${issue.id}/send`, {
    headers: auth(token),
    data: { mode: 'now' },
  });
  expect(sent.ok()).toBe(true);

  const mail = await waitForMailTo(address, 30_000, (m) => m.subject === subject);
  expect(mail.html).toMatch(/<h2 style="[^"]+">Our office<\/h2>/);
  expect(mail.html).toMatch(new RegExp(`<img src="https?://[^"/]+${url}" alt="The office" style="[^"]+">`));
  expect(mail.html).toMatch(/<a href="https?:\/\/[^"/]+\/blog" style="[^"]+">our blog<\/a>/);
  expect(mail.html).toContain('<a href="https://sahla.ma.evil.com/login" rel="noopener noreferrer nofollow"');
  expect(mail.html).toMatch(/<em style="[^"]+">calmly<\/em> and <strong style="[^"]+">soon<\/strong>/);

  await page.goto(`/newsletter/issues/${issue.slug}`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Our office' })).toBeVisible();
  const image = article.getByRole('img', { name: 'The office' });
  await expect(image).toHaveAttribute('src', url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(article.getByRole('link', { name: 'our blog' })).not.toHaveAttribute('target', /./);
  const other = article.getByRole('link', { name: 'a look-alike' });
  await expect(other).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(other).toHaveAttribute('target', '_blank');
  await expect(article.locator('em')).toHaveText('calmly');
  await expect(article.locator('strong')).toHaveText('soon');
});
