import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { apiToken, createPost, uniqueWord } from './support/blog-api';
import { catalogue, issueFields, type Lang } from './support/issue-editor';

// Nothing typed is lost without asking: another tab or the issue list asks first, the browser asks
// before a reload, and the typed text comes back after one until it is saved.

async function issueNamed(request: APIRequestContext, subject: string) {
  const created = await request.post('/api/admin/newsletter', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { enSubject: subject, enBody: 'Stored words.' },
  });
  expect(created.status()).toBe(201);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const t = catalogue[lang];
  const words = t.AdminNewsletter;
  const path = lang === 'en' ? '/admin' : '/ar/admin';

  test(`${lang}: leaving an issue with unsaved text asks first, and a reload keeps the text`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The preview frame is sandboxed (no scripts, no storage for openAdmin's init script): that
    // refusal is the sandbox working. A 503 is the admin's "not now" while the database is busy.
    consoleErrors.allow(/about:srcdoc|sandboxed|status of 503/);
    const stored = `Stored ${uniqueWord()}`;
    const typed = `Typed ${uniqueWord()}`;
    await issueNamed(request, stored);
    await openAdmin(page, request, path);
    await page.getByRole('button', { name: words.tab, exact: true }).click();
    await page.getByRole('button', { name: stored }).click();
    const subject = issueFields(page, lang).subject('en');
    await subject.fill(typed);

    const prompt = page.getByRole('dialog', { name: t.AdminHistory.unsavedTitle });
    // Another tab asks; staying keeps the text.
    await page.getByRole('button', { name: t.AdminInbox.tabs.posts, exact: true }).click();
    await expect(prompt).toContainText(t.AdminHistory.unsavedLeave);
    await prompt.getByRole('button', { name: t.AdminHistory.unsavedStay }).click();
    await expect(prompt).toBeHidden();
    await expect(subject).toHaveValue(typed);
    // Back to the issue list (to open another issue) asks too.
    await page.getByRole('button', { name: words.back, exact: true }).click();
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape'); // = stay
    await expect(subject).toHaveValue(typed);

    // The browser's own question before a reload; the text comes back afterwards, offered.
    const asked: string[] = [];
    page.on('dialog', (dialog) => void (asked.push(dialog.type()), dialog.accept()));
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByRole('button', { name: words.tab, exact: true }).click();
    await page.getByRole('button', { name: stored }).click();
    await expect(subject).toHaveValue(stored);
    const kept = page.getByTestId('kept-draft');
    await kept.getByRole('button', { name: t.AdminHistory.draftRestore }).click();
    await expect(subject).toHaveValue(typed);

    // Saved: nothing to ask about, and nothing offered again.
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
    await page.getByRole('button', { name: words.back, exact: true }).click();
    await expect(prompt).toBeHidden();
    await page.getByRole('button', { name: typed }).click();
    await expect(subject).toHaveValue(typed);
    await expect(kept).toBeHidden();
  });

  test(`${lang}: a post typed and published from the editor shows the typed text`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The preview frame is sandboxed (no scripts, no storage for openAdmin's init script): that
    // refusal is the sandbox working. A 503 is the admin's "not now" while the database is busy.
    consoleErrors.allow(/about:srcdoc|sandboxed|status of 503/);
    const admin = t.AdminPage;
    const word = uniqueWord();
    await openAdmin(page, request, path);
    await page.getByRole('button', { name: admin.addNew }).click();
    await page.getByLabel(admin.titleLabel, { exact: true }).fill(`Typed post ${word}`);
    await page.getByLabel(admin.descriptionLabel, { exact: true }).fill(`Typed description ${word}`);
    await page.getByRole('textbox', { name: admin.contentLabel, exact: true }).fill(`Typed words ${word}`);
    await expect(page.getByLabel(admin.statusLabel)).toHaveValue('published');
    const slug = await page.getByLabel(admin.slugLabel).inputValue();
    await page.getByRole('button', { name: admin.create }).click();
    // Saved: the editor closes and the list shows the post (the page's heading is there all along).
    await expect(page.getByRole('button', { name: admin.addNew })).toBeEnabled();
    await expect(page.getByText(`Typed post ${word}`).first()).toBeVisible();

    await page.goto(`${lang === 'en' ? '' : '/ar'}/blog/${slug}`);
    await expect(page.locator('article')).toContainText(`Typed words ${word}`);
  });

  test(`${lang}: a post's unsaved words come back after a reload until they are saved`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503/);
    const admin = t.AdminPage;
    const title = `Stored post ${uniqueWord()}`;
    const typed = `Typed post ${uniqueWord()}`;
    const token = await apiToken(request);
    await createPost(request, token, { title, description: 'Stored', content: 'Stored words.', language: lang });
    await openAdmin(page, request, path);
    const edit = (name: string) => page.getByRole('button', { name: admin.editPost.replace('{title}', name) });
    const titleField = page.getByLabel(admin.titleLabel, { exact: true });
    await edit(title).click();
    await titleField.fill(typed);

    // The browser asks before the reload; afterwards the typed title is offered back.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await edit(title).click();
    await expect(titleField).toHaveValue(title);
    const kept = page.getByTestId('kept-draft');
    await kept.getByRole('button', { name: t.AdminHistory.draftRestore }).click();
    await expect(titleField).toHaveValue(typed);

    // Saved: the list shows it, and nothing is offered again.
    await page.getByRole('button', { name: admin.update }).click();
    await edit(typed).click();
    await expect(titleField).toHaveValue(typed);
    await expect(kept).toBeHidden();
  });
}
