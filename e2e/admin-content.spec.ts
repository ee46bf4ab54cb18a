import { expect, type APIRequestContext } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { COUNTS_HINT, eventually } from './support/eventually';
import { uniqueWord } from './support/blog-api';

// Runs in the `content` project, after the page specs (playwright.config.ts). Alone:
// `npx playwright test e2e/admin-content.spec.ts --no-deps`.

const c = en.AdminContent;

async function clearPrivacy(request: APIRequestContext, token: string) {
  const text = { en: { title: en.Placeholder.privacy, body: '' }, ar: { title: ar.Placeholder.privacy, body: '' } };
  await request.put('/api/admin/pages/privacy', { headers: { authorization: `Bearer ${token}` }, data: { text } });
}

test('privacy text written in the admin is live in both languages and the forms link to it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(COUNTS_HINT);
  const words = {
    en: `We keep your email ${uniqueWord()} only to answer you.`,
    ar: `نحتفظ ببريدك ${uniqueWord()} للرد عليك فقط.`,
  };
  const token = await openAdmin(page, request, '/admin');
  try {
    await page
      .getByRole('navigation', { name: en.AdminInbox.adminNav })
      .getByRole('button', { name: en.AdminInbox.tabs.pages })
      .click();
    await page
      .getByTestId('admin-pages')
      .getByRole('listitem')
      .filter({ hasText: '/privacy' })
      .getByRole('button', { name: c.edit })
      .click();
    for (const [language, legend] of [
      ['en', c.english],
      ['ar', c.arabic],
    ] as const) {
      const group = page.getByRole('group', { name: legend });
      await group.getByLabel(c.pages.fields.title).fill(language === 'en' ? 'Privacy notice' : 'إشعار الخصوصية');
      await group
        .getByLabel(c.pages.fields.body)
        .fill(`## ${language === 'en' ? 'What we keep' : 'ما نحتفظ به'}\n\n${words[language]}`);
    }
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(page.getByTestId('admin-pages')).toBeVisible();

    await eventually(page, '/privacy', () => expect(page.getByTestId('site-page')).toContainText(words.en));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    await eventually(page, '/ar/privacy', () => expect(page.getByTestId('site-page')).toContainText(words.ar));

    for (const [path, href] of [
      ['/contact', '/privacy'],
      ['/ar/contact', '/ar/privacy'],
      ['/events', '/privacy'],
    ] as const) {
      await eventually(page, path, () =>
        expect(page.getByTestId('privacy-note').first().getByRole('link')).toHaveAttribute('href', href),
      );
    }
  } finally {
    // Other specs expect the shipped "Coming soon..." privacy page.
    await clearPrivacy(request, token);
  }
});
