import { expect, test } from './fixtures';
import { locales, type TestLocale } from './marketing-fixtures';
import { scanAs } from './support/a11y-scan';
import { apiToken, createPost, uniqueWord } from './support/blog-api';

// Axe once per public page template and language, in the default dark theme at desktop width;
// pages one template renders (the twelve pages the admin writes, every post) are scanned once.
// The home page, the richest, is scanned in both themes at phone and desktop widths. The admin's
// templates are in a11y-admin.spec.ts; docs/testing.md lists which page stands for which.

const templates: Record<string, string> = {
  about: '/about',
  project: '/project',
  events: '/events',
  contact: '/contact',
  investment: '/investment',
  team: '/team',
  // One of the twelve pages the admin writes, as shipped ("Coming soon..."); the others differ only in words.
  'page the admin writes': '/privacy',
};

for (const locale of locales) {
  for (const [name, path] of Object.entries(templates)) {
    test(`${name} (${path}) has no axe violations (${locale})`, async ({ page }) => {
      await scanAs(page, path, locale);
    });
  }

  test(`the 404 page has no axe violations (${locale})`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404 \(Not Found\)/);
    await scanAs(page, '/no-such-page-here', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test.describe('the blog', () => {
  // A post and its Arabic translation, each with a cover: each blog lists and shows its own language.
  const posts: Record<TestLocale, { slug: string; title: string }> = {
    en: { slug: '', title: '' },
    ar: { slug: '', title: '' },
  };

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
    posts.en = { slug: post.slug, title: post.title };
    posts.ar = { slug: encodeURIComponent(translation.slug), title: translation.title };
  });

  for (const locale of locales) {
    test(`the blog list has no axe violations (${locale})`, async ({ page }) => {
      await scanAs(page, '/blog', locale);
      // The scan saw a list with a card in it, not an empty blog.
      await expect(page.getByRole('link', { name: posts[locale].title }).first()).toBeVisible();
    });

    test(`a post page has no axe violations (${locale})`, async ({ page }) => {
      await scanAs(page, `/blog/${posts[locale].slug}`, locale);
      await expect(page.getByRole('heading', { level: 1, name: posts[locale].title })).toBeVisible();
    });
  }
});

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 720 } };

for (const [width, viewport] of Object.entries(widths)) {
  test.describe(`the home page at ${width} width`, () => {
    test.use({ viewport });
    for (const theme of ['dark', 'light'] as const) {
      for (const locale of locales) {
        test(`has no axe violations (${theme}, ${locale})`, async ({ page }) => {
          await scanAs(page, '/', locale, theme);
        });
      }
    }
  });
}
