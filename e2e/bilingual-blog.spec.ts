import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiToken, coverImage, createPost, uniqueWord } from './support/blog-api';
import { gotoSearch } from './support/search-page';

async function logIn(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#admin-username').fill(ADMIN.username);
  await page.locator('#admin-password').fill(ADMIN.password);
  await page.locator('#admin-password').press('Enter');
}

test('write in English, translate to Arabic, each on its own blog, the switch lands on the translation', async ({
  page,
}) => {
  const word = uniqueWord();
  await logIn(page, '/admin');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  await page.getByLabel('Title', { exact: true }).fill(`Planning assistants ${word}`);
  await expect(page.getByLabel('Slug')).toHaveValue(`planning-assistants-${word}`);
  await page.getByLabel('Description', { exact: true }).fill('How an assistant plans.');
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'c.png',
    mimeType: 'image/png',
    buffer: await coverImage(),
  });
  await page.getByRole('button', { name: 'Create Blog' }).click();
  // The cover needs its text alternative.
  await expect(page.getByText('Describe the image, or mark it as decorative')).toBeVisible();
  await page.getByLabel('Image description').fill(`A robot planning ${word}`);
  await page.getByRole('button', { name: 'Create Blog' }).click();
  const card = page.getByRole('listitem').filter({ hasText: `Planning assistants ${word}` });
  await expect(card.getByText('No translation')).toBeVisible();

  await card.getByRole('button', { name: /Translate/ }).click();
  await expect(page.getByLabel('Language')).toHaveValue('ar');
  await expect(page.getByRole('img', { name: 'Preview of the selected image' })).toBeVisible(); // carried over
  await page.getByLabel('Title', { exact: true }).fill(`تخطيط المساعدات ${word}`);
  await page.getByLabel('Description', { exact: true }).fill('كيف يخطط المساعد.');
  await page.getByLabel('Image description').fill('روبوت يخطط');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `تخطيط المساعدات ${word}` })
      .getByText('Translated'),
  ).toBeVisible();

  await gotoSearch(page, `/blog?q=${word}`);
  await expect(page.locator('article h2')).toHaveText(`Planning assistants ${word}`);
  await gotoSearch(page, `/ar/blog?q=${word}`);
  await expect(page.locator('article h2')).toHaveText(`تخطيط المساعدات ${word}`);

  await page.goto(`/blog/planning-assistants-${word}`);
  await expect(page.locator('article img').first()).toHaveAttribute('alt', `A robot planning ${word}`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
  await page.locator('header').getByRole('link', { name: /^AR/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/blog\/.+/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`تخطيط المساعدات ${word}`);
  // The English address under /ar goes to the translation.
  const res = await page.request.get(`/ar/blog/planning-assistants-${word}`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
});

test('a draft is absent from the blog and opens in preview with the banner', async ({ page, request }) => {
  const token = await apiToken(request);
  const word = uniqueWord();
  const draft = await createPost(request, token, {
    title: `Draft ${word}`,
    description: 'Not yet',
    status: 'draft',
    language: 'en',
  });
  expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);
  await gotoSearch(page, `/blog?q=${word}`);
  await expect(page.locator('article')).toHaveCount(0);

  await logIn(page, '/admin');
  const card = page.getByRole('listitem').filter({ hasText: `Draft ${word}` });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: /Preview/ }).click();
  const preview = await popup;
  await expect(preview.getByText('Preview – not published')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Draft ${word}`);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // A tampered token shows nothing.
  const tampered = `${new URL(preview.url()).pathname.slice(0, -2)}xx`;
  expect((await request.get(tampered)).status()).toBe(404);
});

test('a post scheduled ahead appears on the cached blog by itself', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const word = uniqueWord();
  // Due 20 s out: time to see the cached listing without it first.
  const at = Date.now() + 20_000;
  await createPost(request, token, {
    title: `Scheduled ${word}`,
    description: 'Soon',
    language: 'en',
    publishAt: new Date(at).toISOString(),
  });
  await page.goto('/blog'); // the cached listing, rendered now without it
  await expect(page.locator('article h2', { hasText: word })).toHaveCount(0);
  // From its time on, a reload shows it (the listing was kept no longer than that).
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.locator('article h2', { hasText: word })).toHaveCount(1);
  }).toPass({ timeout: at - Date.now() + 30_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at); // and not before
  expect(await (await request.get('/feed.xml')).text()).toContain(`Scheduled ${word}`);
});
