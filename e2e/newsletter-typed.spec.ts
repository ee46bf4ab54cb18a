import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { catalogue, confirmedSubscriber, issueFields, typeNewIssue, uniqueIssue } from './support/issue-editor';
import { waitForMailTo } from './support/mailbox';

// A person types an issue and presses Send now or Schedule straight away, with no Save first:
// what the subscribers receive is what was on screen, and the last step names it.

for (const lang of ['en', 'ar'] as const) {
  const words = catalogue[lang].AdminNewsletter;
  const path = lang === 'en' ? '/admin' : '/ar/admin';

  test(`${lang}: an issue typed and sent with Send now goes out as typed`, async ({ page, request, consoleErrors }) => {
    // The preview frame is sandboxed (no scripts, no storage for openAdmin's init script): that
    // refusal is the sandbox working. A 503 is the admin's "not now" while the database is busy.
    consoleErrors.allow(/about:srcdoc|sandboxed|status of 503/);
    const reader = await confirmedSubscriber(request, lang);
    const typed = uniqueIssue();
    await openAdmin(page, request, path);
    await typeNewIssue(page, lang, typed);
    await page.getByRole('button', { name: words.sendNow, exact: true }).click();

    // The last step names each version's subject and how many get it, before anything leaves.
    const confirm = page.getByRole('dialog', { name: words.confirmSendTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.locator('[data-language="en"]')).toContainText(typed.enSubject);
    await expect(confirm.locator('[data-language="ar"]')).toContainText(typed.arSubject);
    await expect(confirm.locator(`[data-language="${lang}"]`)).not.toContainText('{count');
    await confirm.getByRole('button', { name: words.confirmSendButton }).click();
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'en' ? /Queued for \d+ subscriber/ : /أُدرج/ }),
    ).toBeVisible();

    const mail = await waitForMailTo(reader, 60_000, (m) => m.subject === typed[`${lang}Subject`]);
    expect(mail.text).toContain(typed[`${lang}Body`].slice(0, -1));
  });
}

test('a typed issue scheduled a minute ahead goes out as typed', async ({ page, request, consoleErrors }) => {
  // The preview frame is sandboxed (no scripts, no storage for openAdmin's init script): that
  // refusal is the sandbox working. A 503 is the admin's "not now" while the database is busy.
  consoleErrors.allow(/about:srcdoc|sandboxed|status of 503/);
  // The schedule's minute, then the issue worker's and the outbox's rounds (2 s and 1 s on the
  // e2e server: tooling/test/e2e-server.ts).
  test.setTimeout(180_000);
  const reader = await confirmedSubscriber(request, 'en');
  const typed = uniqueIssue();
  const words = catalogue.en.AdminNewsletter;
  await openAdmin(page, request, '/admin');
  await typeNewIssue(page, 'en', typed);
  const zone = /: (\S+)$/.exec((await page.getByText(/^Team time zone: /).textContent()) ?? '')![1]!;
  // The next whole minute on the team's clock that is still at least 20 s away.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' })
    .format(at)
    .replace(' ', 'T');
  await page.getByLabel(words.scheduleAt).fill(wall);
  await page.getByRole('button', { name: words.schedule, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /Schedule this issue for/ });
  await expect(confirm.locator('[data-language="en"]')).toContainText(typed.enSubject);
  await confirm.getByRole('button', { name: words.confirmScheduleButton }).click();
  await expect(page.locator('[data-status="scheduled"]')).toBeVisible();

  const mail = await waitForMailTo(reader, 120_000, (m) => m.subject === typed.enSubject);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime()); // not before its time
  expect(mail.text).toContain(typed.enBody.slice(0, -1));
});

test('a send whose save is refused (someone else saved first) sends nothing and says why', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409|about:srcdoc|sandboxed|status of 503/);
  const typed = uniqueIssue();
  const words = catalogue.en.AdminNewsletter;
  const token = await openAdmin(page, request, '/admin');
  // The draft "New issue" stores when the editor opens: its id, to save it as a colleague would.
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/newsletter'),
  );
  await typeNewIssue(page, 'en', typed);
  const issue = (await (await created).json()) as { id: string };
  // Meanwhile a colleague saves the same issue from their own session.
  const theirs = await request.put(`/api/admin/newsletter/${issue.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { enSubject: 'Their subject', enBody: 'Their words.', revision: 0 },
  });
  expect(theirs.ok()).toBe(true);

  await page.getByRole('button', { name: words.sendNow, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: words.errors.stale })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(issueFields(page, 'en').subject('en')).toHaveValue(typed.enSubject); // nothing lost
  const stored = await (
    await request.get(`/api/admin/newsletter/${issue.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(stored).toMatchObject({ status: 'draft', enSubject: 'Their subject', progress: { queued: 0, sent: 0 } });
});
