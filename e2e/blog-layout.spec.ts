import { expect, test, type Page } from '@playwright/test';
import { apiToken, createPost, deletePost, uniqueWord, useTheme, type CreatedPost } from './support/blog-api';
import { gotoSearch } from './support/search-page';
import { atEachSize } from './support/sizes';

// Every blog and admin view in both languages and both themes, each looked at on a phone and then on
// a desktop (the same page resized): nothing may overflow sideways, and a full-page screenshot is
// kept in test-results/ for people to look at.
const word = uniqueWord('shot');
let posts: CreatedPost[] = [];
let token: string;

test.beforeAll(async ({ request }) => {
  token = await apiToken(request);
  posts = [
    await createPost(
      request,
      token,
      {
        title: `مستقبل المساعدات الذكية في المغرب ${word}`,
        description: 'كيف ستغيّر المساعدات الذكية طريقة عملنا اليومية، من الدار البيضاء إلى العالم.',
        category: 'AI Trends',
        author: 'سلمى الإدريسي',
        content: '## مقدمة\n\nنص **عربي** للتجربة مع قائمة:\n\n- أولاً\n- ثانياً\n\n> اقتباس قصير.',
      },
      true,
    ),
    await createPost(request, token, {
      title: `Privacy-first design for desktop assistants ${word}`,
      description: 'Local processing and end-to-end encryption shaped every decision we made.',
      category: 'Ethics',
      author: 'Omar Benjelloun',
      content: '## Local first\n\nEverything that can run on your machine **does**.\n\n1. One\n2. Two',
    }),
    await createPost(
      request,
      token,
      {
        title: `Teaching an assistant to understand Darija ${word}`,
        description: 'Moroccan Arabic mixes Arabic, French and Amazigh in a single sentence.',
        category: 'NLP',
        author: 'Salma Idrissi',
      },
      true,
    ),
  ];
});

test.afterAll(async ({ request }) => {
  for (const post of posts) await deletePost(request, token, post._id);
});

// Laid out as a visitor sees it: loaded, its fonts in, its eager images complete. Not 'networkidle'
// (no request for 500 ms): on a loaded CI machine a post page never got there within the 90-s test.
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const imagesIn = () => page.evaluate(() => [...document.images].every((i) => i.loading === 'lazy' || i.complete));
  await expect.poll(imagesIn).toBe(true);
}

const sizes = [
  { width: 375, height: 900 },
  { width: 1280, height: 900 },
];

/** The page at each width, from the phone's up: settled, nothing wider than the window, and its picture. */
async function check(page: Page, name: string) {
  await atEachSize(page, sizes, async ({ width }) => {
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  });
}

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`blog, post and admin: ${locale} ${theme} at 375 and 1280 px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(sizes[0]!);
      await useTheme(page, theme);
      const prefix = locale === 'ar' ? '/ar' : '';
      const tag = `${locale}-${theme}`;

      await gotoSearch(page, `${prefix}/blog?q=${word}`);
      // Each blog shows its own language: one Arabic post, two English ones.
      await expect(page.locator('article')).toHaveCount(locale === 'ar' ? 1 : 2);
      await check(page, `blog-${tag}`);

      await page.goto(`${prefix}/blog/${(locale === 'ar' ? posts[0] : posts[1])!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `post-${tag}`);

      await page.goto(`${prefix}/admin`);
      await expect(page.locator('#admin-login-title')).toBeVisible();
      await check(page, `login-${tag}`);

      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto(`${prefix}/admin`);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await check(page, `admin-${tag}`);
      await page.getByRole('button', { name: locale === 'ar' ? 'إضافة مقالة جديدة' : 'Add New Blog' }).click();
      await check(page, `admin-form-${tag}`);
    });
  }
}
