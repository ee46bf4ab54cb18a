import { expect } from '@playwright/test';
import en from '../messages/en.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { uniqueWord } from './support/blog-api';

// Runs in the `content` project (an added event shows on every events list meanwhile). Alone:
// `npx playwright test e2e/admin-content-history.spec.ts --no-deps`.

const h = en.AdminHistory;

test('an event saved in the admin shows its versions in History, and its Arabic is flagged as maybe outdated', async ({
  page,
  request,
}) => {
  const slug = uniqueWord('history');
  const token = await openAdmin(page, request, '/admin');
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/admin/events', {
    headers,
    data: {
      slug,
      type: 'webinar',
      mode: 'online',
      timeZone: 'Africa/Casablanca',
      start: '2027-03-01T18:00',
      end: '2027-03-01T19:00',
      text: {
        en: { title: `Ask ${slug}`, description: 'Questions.', location: 'Online' },
        ar: { title: `اسأل ${slug}`, description: 'أسئلة.', location: 'عبر الإنترنت' },
      },
    },
  });
  const { event } = await created.json();
  try {
    await page
      .getByRole('navigation', { name: en.AdminInbox.adminNav })
      .getByRole('button', { name: en.AdminInbox.tabs.events })
      .click();
    const row = page.getByRole('listitem').filter({ hasText: slug });
    await row.getByRole('button', { name: en.AdminContent.edit }).click();
    await page.getByLabel(en.AdminContent.events.fields.title, { exact: true }).first().fill(`Ask ${slug} live`);
    await page.getByRole('button', { name: en.AdminContent.save }).click();

    await expect(row.getByTestId('translation-outdated')).toHaveText('Arabic may be outdated');
    await row.getByRole('button', { name: en.AdminContent.edit }).click();
    await page.getByRole('button', { name: h.history, exact: true }).click();
    const history = page.getByRole('region', { name: h.historyTitle });
    await expect(history.locator('[data-revision]')).toHaveCount(2);
    await expect(history.locator('[data-revision="2"]')).toContainText('Title (English)');
    await history.getByRole('button', { name: h.compare, exact: true }).click();
    await expect(history.getByTestId('revision-diff').locator('ins')).toContainText('live');
  } finally {
    await request.delete(`/api/admin/events/${event.id}`, { headers });
  }
});
