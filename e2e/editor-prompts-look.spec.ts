import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { apiToken, uniqueWord, useTheme } from './support/blog-api';
import { catalogue, issueFields } from './support/issue-editor';
import { atEachSize } from './support/sizes';

// The newsletter's last step and the unsaved-changes question, in both languages and themes, each
// looked at on a phone and then on a desktop (the same page resized): each fits the screen, reads in
// the page's direction, and is kept as a picture (SHOTS_DIR when set, else the test's output folder).

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** At each width, from the phone's up: the dialog fits the window, reads in the page's direction, and its picture is kept. */
async function fitsAndShoot(page: Page, dialog: Locator, name: string) {
  await atEachSize(page, sizes, async ({ width }) => {
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const dir = await page.evaluate(() => document.documentElement.dir);
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe(dir || 'ltr');
    const folder = process.env.SHOTS_DIR ?? test.info().outputPath();
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  });
}

for (const lang of ['en', 'ar'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${lang}, ${theme}, at 390 and 1280 px: the send step and the unsaved question fit and read right`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The preview frame is sandboxed (no scripts, no storage for openAdmin's init script): that
      // refusal is the sandbox working. A 503 is the admin's "not now" while the database is busy.
      consoleErrors.allow(/about:srcdoc|sandboxed|status of 503/);
      const t = catalogue[lang];
      const stored = `Look ${uniqueWord()}`;
      const created = await request.post('/api/admin/newsletter', {
        headers: { Authorization: `Bearer ${await apiToken(request)}` },
        data: { enSubject: stored, enBody: 'Stored words.', arSubject: 'عدد للنظر', arBody: 'كلمات محفوظة.' },
      });
      expect(created.status()).toBe(201);
      await page.setViewportSize(sizes[0]!);
      await useTheme(page, theme);
      await openAdmin(page, request, lang === 'en' ? '/admin' : '/ar/admin');
      await page.getByRole('button', { name: t.AdminNewsletter.tab, exact: true }).click();
      await page.getByRole('button', { name: stored }).click();
      const subject = issueFields(page, lang).subject('en');
      await subject.fill(`${stored}, with a longer subject typed to see how it wraps on a phone`);

      await page.getByRole('button', { name: t.AdminNewsletter.sendNow, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.AdminNewsletter.confirmSendTitle });
      await fitsAndShoot(page, confirm, `send-confirm-${lang}-${theme}`);
      await confirm.getByRole('button', { name: t.AdminNewsletter.keepEditing }).click();
      await expect(confirm).toBeHidden();

      await subject.fill(`${stored} typed again`);
      await page.getByRole('button', { name: t.AdminInbox.tabs.posts, exact: true }).click();
      const prompt = page.getByRole('dialog', { name: t.AdminHistory.unsavedTitle });
      await fitsAndShoot(page, prompt, `unsaved-prompt-${lang}-${theme}`);
      await prompt.getByRole('button', { name: t.AdminHistory.unsavedStay }).click();
      await expect(subject).toHaveValue(`${stored} typed again`);
    });
  }
}
