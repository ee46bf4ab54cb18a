import { expect, test } from '@playwright/test';
import { adminWords as locales, logIn } from './support/admin-words';
import { apiToken, coverImage, uniqueWord } from './support/blog-api';
import { gotoSearch } from './support/search-page';

for (const [locale, t] of Object.entries(locales)) {
  test.describe(`admin (${locale})`, () => {
    test('login failure, success, reload keeps the session, logout ends it', async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
      await logIn(page, t, 'wrong-password');
      // (Next's route announcer is an empty alert too, so match by text.)
      await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toHaveClass(/text-danger/);

      await logIn(page, t);
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
      await expect(page.getByText(t.success)).toHaveClass(/text-success/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

      await page.reload();
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();

      await page.getByRole('button', { name: t.logout }).click();
      await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('a forged token shows the login form after "Loading..."', async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature');
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/protected', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(t.path);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t.loading);
      release();
      await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('create with an image, see it on the blog, edit it, delete it', async ({ page }) => {
      const word = uniqueWord();
      const title = `${locale === 'ar' ? 'مقالة' : 'Post'} ${word}`;
      await page.goto(t.path);
      await logIn(page, t);
      await page.getByRole('button', { name: t.addNew }).click();
      await expect(page.getByRole('heading', { name: t.createTitle })).toBeFocused();
      await page.getByLabel(t.title, { exact: true }).fill(title);
      await page.getByLabel(t.description, { exact: true }).fill(`Description ${word}`);
      await page.getByLabel(t.category).selectOption({ label: t.categoryOption });
      await page.getByRole('textbox', { name: t.content, exact: true }).fill('## Section\n\nSome **strong** words.');
      await page.getByRole('tab', { name: t.preview }).click();
      await expect(page.getByRole('tabpanel').locator('strong')).toHaveText('strong');

      await page.getByLabel(t.image, { exact: true }).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await coverImage('#be185d'),
      });
      await expect(page.getByRole('img', { name: t.imagePreview })).toBeVisible();
      await page.getByRole('button', { name: t.removePreview }).click();
      await expect(page.getByRole('img', { name: t.imagePreview })).toHaveCount(0);
      await page.getByLabel(t.image, { exact: true }).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await coverImage('#0e7490'),
      });
      await expect(page.getByRole('img', { name: t.imagePreview })).toBeVisible();
      await page.getByLabel(t.imageAlt, { exact: true }).fill(`Cover ${word}`);
      await page.getByRole('button', { name: t.create }).click();

      const card = page.getByRole('listitem').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByText(t.by)).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /uploads/);

      // The public blog and the post page show it on the next request.
      const blog = await page.context().newPage();
      await gotoSearch(blog, `${t.blog}?q=${word}`);
      await expect(blog.locator('article h2')).toHaveText(title);
      await blog.locator('article').getByRole('link').first().click();
      await expect(blog.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(blog.locator('article strong')).toHaveText('strong');

      await card.getByRole('button', { name: new RegExp(t.edit) }).click();
      await expect(page.getByRole('heading', { name: t.editTitle })).toBeVisible();
      await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(title);
      await page.getByLabel(t.title, { exact: true }).fill(`${title} v2`);
      await page.getByRole('button', { name: t.update }).click();
      await expect(page.getByRole('listitem').filter({ hasText: `${title} v2` })).toBeVisible();
      await blog.reload();
      await expect(blog.getByRole('heading', { level: 1 })).toHaveText(`${title} v2`);

      page.once('dialog', async (dialog) => {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toBe(t.confirm);
        await dialog.accept();
      });
      await page
        .getByRole('listitem')
        .filter({ hasText: `${title} v2` })
        .getByRole('button', { name: new RegExp(t.delete) })
        .click();
      await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
      await gotoSearch(blog, `${t.blog}?q=${word}`);
      await expect(blog.locator('article')).toHaveCount(0);
    });

    test('empty list, failed list, and a 401 that ends the session', async ({ page, request }) => {
      const token = await apiToken(request);
      await page.addInitScript((value) => localStorage.setItem('token', value), token);
      // Empty list from the server: the empty state.
      await page.route('**/api/blogs?*', (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
      await page.goto(t.path);
      await expect(page.getByText(t.noPosts)).toBeVisible();
      await expect(page.getByText(t.getStarted)).toBeVisible();
      // A failing server: the red banner.
      await page.unroute('**/api/blogs?*');
      await page.route('**/api/blogs?*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: t.fetchFailed })).toBeVisible();
      // The server stops accepting the token: back to the login form.
      await page.unroute('**/api/blogs?*');
      await page.route('**/api/blogs?*', (route) =>
        route.fulfill({ status: 401, json: { message: 'Login required' } }),
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });
}
