import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { apiToken, createPost, uniqueWord } from './support/blog-api';
import { specPlaceholderPages as placeholders } from './support/spec-routes';

// The pages the marketing specs do not cover: the placeholder pages, the blog, a post,
// the admin login and the 404 page, each in both languages and both themes.
const combos = [
  { prefix: '', theme: 'dark' },
  { prefix: '', theme: 'light' },
  { prefix: '/ar', theme: 'dark' },
  { prefix: '/ar', theme: 'light' },
] as const;

// A post and its Arabic translation: each blog shows its own language.
const postSlugs = { '': '', '/ar': '' };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const word = uniqueWord('axe');
  const post = await createPost(
    request,
    token,
    {
      title: `Accessible assistants ${word}`,
      description: 'How an AI assistant stays usable with a keyboard and a screen reader.',
      category: 'Technology',
      content: '## Keyboard first\n\nEvery action has a shortcut.\n\n- Focus is always visible\n- Labels are real',
    },
    true,
  );
  const translation = await createPost(
    request,
    token,
    {
      title: `مساعدات في متناول الجميع ${word}`,
      description: 'كيف يبقى المساعد سهل الاستخدام بلوحة المفاتيح وقارئ الشاشة.',
      category: 'Technology',
      content: '## لوحة المفاتيح أولاً\n\nلكل إجراء اختصار.',
      language: 'ar',
      imageAlt: 'غلاف المقالة',
      translationId: post._id,
    },
    true,
  );
  postSlugs[''] = post.slug;
  postSlugs['/ar'] = encodeURIComponent(translation.slug);
});

async function checkEveryCombo(page: import('@playwright/test').Page, path: (prefix: '' | '/ar') => string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { prefix, theme } of combos) {
    // The stored choice, set before any page script runs; init scripts run in the order added, so
    // this combination's comes last.
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${prefix}${path(prefix)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectNoAxeViolations(page);
  }
}

for (const path of placeholders) {
  test(`${path} has no axe violations (en/ar, dark/light)`, async ({ page }) => {
    await checkEveryCombo(page, () => path);
  });
}

test('/blog has no axe violations (en/ar, dark/light)', async ({ page }) => {
  await checkEveryCombo(page, () => '/blog');
});

test('a post page has no axe violations (en/ar, dark/light)', async ({ page }) => {
  await checkEveryCombo(page, (prefix) => `/blog/${postSlugs[prefix]}`);
});

test('the admin login has no axe violations (en/ar, dark/light)', async ({ page }) => {
  await checkEveryCombo(page, () => '/admin');
  await expect(page.getByRole('button', { name: /دخول|تسجيل/ })).toBeVisible();
});

test('the 404 page has no axe violations (en/ar, dark/light)', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404 \(Not Found\)/);
  await checkEveryCombo(page, () => '/no-such-page-here');
});
