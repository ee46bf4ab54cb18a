import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAdmin } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { apiToken, createPost, deletePost, uniqueWord } from './support/blog-api';

// Two people edit one post: the second save is refused (409), the editor keeps their text and
// offers a comparison; a restore of the first version brings its text back on the public page.

const content = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });

async function editorFor(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAdmin(page, context.request, '/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  // Every question (restore, leave, discard) is answered yes and kept for the test to check.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  return { context, page, asked };
}

test('a second save from the same version gets the conflict flow; a restore brings the old text back', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const title = `History ${word}`;
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title,
    description: 'Two editors',
    content: `Original words ${word}`,
    language: 'en',
  });
  try {
    const amina = await editorFor(browser, title);
    const omar = await editorFor(browser, title);

    await content(amina.page).fill(`Amina's words ${word}`);
    await amina.page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(amina.page.getByRole('heading', { name: 'Post Management' })).toBeVisible();

    await content(omar.page).fill(`Omar's words ${word}`);
    await omar.page.getByRole('button', { name: 'Update Blog' }).click();
    const conflict = omar.page.getByRole('alertdialog');
    await expect(conflict.getByRole('heading', { name: 'Someone else saved this post meanwhile' })).toBeVisible();
    await expect(content(omar.page)).toHaveValue(`Omar's words ${word}`); // nothing lost
    await conflict.getByRole('button', { name: 'Compare their version with yours' }).click();
    const diff = conflict.getByTestId('revision-diff');
    await expect(diff.locator('del', { hasText: 'Amina' })).toBeVisible();
    await expect(diff.locator('ins', { hasText: 'Omar' })).toBeVisible();
    await expectNoAxeViolations(omar.page);
    // Closing the editor with the unsaved text asks first, in the page.
    await omar.page.getByRole('button', { name: 'Cancel' }).click();
    const prompt = omar.page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(prompt).toContainText('You have unsaved changes. Leave without saving them?');
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(omar.page.getByRole('heading', { name: 'Post Management' })).toBeVisible();
    expect(omar.asked).toEqual([]);
    await omar.context.close();

    // Amina restores version 1 from the History panel: it becomes version 3 and the editor shows it.
    await amina.page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /Edit/ }).click();
    await amina.page.getByRole('button', { name: 'History' }).click();
    const history = amina.page.getByRole('region', { name: 'Version history' });
    await expect(history.locator('[data-revision="2"]')).toContainText(/Changed: Content$/);
    await history.getByRole('button', { name: 'Compare' }).click();
    await expect(history.getByTestId('revision-diff').locator('ins')).toHaveText("[added: Amina's]");
    await expectNoAxeViolations(amina.page);
    await history.locator('[data-revision="1"]').getByRole('button', { name: 'Restore' }).click();
    await expect(content(amina.page)).toHaveValue(`Original words ${word}`);
    await expect(history.locator('[data-revision="3"]')).toContainText('Restored version 1');
    await amina.context.close();

    const reader = await browser.newPage();
    await reader.goto(`/blog/${post.slug}`);
    await expect(reader.locator('article')).toContainText(`Original words ${word}`);
    await reader.close();
  } finally {
    await deletePost(request, token, post._id);
  }
});

test('a restore with unsaved edits on screen saves them as a version first, then restores', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const title = `Restore ${word}`;
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title,
    description: 'One editor',
    content: `First ${word}`,
    language: 'en',
  });
  try {
    const second = await request.put(`/api/blogs/${post._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title, description: 'One editor', content: `Second ${word}`, language: 'en', baseRevision: '1' },
    });
    expect(second.ok()).toBe(true);
    const amina = await editorFor(browser, title);
    await content(amina.page).fill(`Typed but not saved ${word}`);
    await amina.page.getByRole('button', { name: 'History' }).click();
    const history = amina.page.getByRole('region', { name: 'Version history' });
    await history.locator('[data-revision="1"]').getByRole('button', { name: 'Restore' }).click();
    expect(amina.asked).toEqual([
      'Restore version 1? It is saved as a new version; the current one stays in the history. ' +
        'Your unsaved changes are saved as a version first, then version 1 is restored.',
    ]);
    await expect(content(amina.page)).toHaveValue(`First ${word}`);
    // The typed text is version 3 in the history, not lost; version 4 is the restore.
    await expect(history.locator('[data-revision="3"]')).toContainText('Changed: Content');
    await expect(history.locator('[data-revision="4"]')).toContainText('Restored version 1');
    const typed = await (
      await request.get(`/api/blogs/${post._id}/revisions/3`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(typed.snapshot.content).toBe(`Typed but not saved ${word}`);
    await amina.context.close();
  } finally {
    await deletePost(request, token, post._id);
  }
});
