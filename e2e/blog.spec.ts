import { expect, test } from '@playwright/test';
import { apiToken, createPost, deletePost, todayInCasablanca, uniqueWord } from './support/blog-api';
import { isSameDocument, markDocument } from './support/same-document';
import { followSearchLink, gotoSearch } from './support/search-page';

test.describe('public blog', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
  });

  test('a new post appears on the blog with its card details, and Read More opens it', async ({ page, request }) => {
    const word = uniqueWord();
    const post = await createPost(
      request,
      token,
      {
        title: `Assistants that plan ${word}`,
        description: `How planning works ${word}`,
        category: 'AI Trends',
        author: 'Salma Idrissi',
        content: '## Planning\n\nIt is **bold** and <script>window.__pwned = 1</script> raw HTML is dropped.',
      },
      true,
    );
    await gotoSearch(page, `/blog?q=${word}`);
    const card = page.locator('article', { hasText: post.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('AI Trends')).toBeVisible();
    await expect(card.getByText('By Salma Idrissi')).toBeVisible();
    await expect(card.getByText('1 min read')).toBeVisible();
    await expect(card.locator('time')).toHaveText(todayInCasablanca());
    await expect(card.locator('img')).toHaveAttribute('src', /_next\/image\?url=%2Fuploads%2F[a-f0-9]{32}\.png/);
    await expect(card.locator('h2')).toHaveAttribute('dir', 'auto');

    await card.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('heading', { name: 'Planning' })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('bold');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('article script')).toHaveCount(0);
    // The post's own 1200×630 social card (e2e/seo.spec.ts checks the image itself).
    // The card first; the cover, with its text, after it.
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      new RegExp(`/og/en/post-${post.slug}\\.png\\?v=[0-9a-f]+$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title);
    await expect(page).toHaveTitle(new RegExp(post.title));
    await deletePost(request, token, post._id);
  });

  test('search filters on the server as you type, without a full reload', async ({ page, request }) => {
    const word = uniqueWord();
    const posts = await Promise.all(
      ['alpha', 'beta'].map((n) =>
        createPost(request, token, { title: `${n} ${word}`, description: 'Searchable', category: 'Technology' }),
      ),
    );
    await page.goto('/blog');
    await markDocument(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.pressSequentially(word, { delay: 30 });
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    await expect(page.locator('article')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: '2 articles' })).toBeVisible();

    await search.fill(`${word} nothing-like-this`);
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    // The URL alone reproduces the result, e.g. when shared or reloaded.
    await gotoSearch(page, `/blog?q=alpha%20${word}`);
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(`alpha ${word}`);
    for (const p of posts) await deletePost(request, token, p._id);
  });

  test('category filter in Arabic, with the Arabic no-match strings', async ({ page, request }) => {
    const word = uniqueWord();
    const post = await createPost(request, token, {
      title: `أخلاقيات المساعدات الذكية ${word}`,
      description: 'مقالة للاختبار',
      category: 'Ethics',
      author: 'عمر بنجلون',
    });
    await gotoSearch(page, `/ar/blog?q=${word}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const filters = page.getByRole('navigation', { name: 'التصفية حسب الفئة' });
    await expect(filters.getByRole('link')).toHaveText([
      'الكل',
      'اتجاهات الذكاء الاصطناعي',
      'الأخلاقيات',
      'التكنولوجيا',
      'معالجة اللغات الطبيعية',
      'الابتكار',
      'تعلّم الآلة',
    ]);
    const ethics = filters.getByRole('link', { name: 'الأخلاقيات' });
    await followSearchLink(page, ethics, filters.locator('a[aria-current="true"]', { hasText: 'الأخلاقيات' }));
    await expect(page).toHaveURL(/\/ar\/blog\?q=\w+&category=ethics$/);
    await expect(ethics).toHaveAttribute('aria-current', 'true');
    const card = page.locator('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('بقلم عمر بنجلون')).toBeVisible();
    await expect(card.getByText('دقيقة واحدة للقراءة')).toBeVisible();

    const noMatch = page.getByText('لم يتم العثور على مقالات تطابق معايير البحث.');
    await followSearchLink(page, filters.getByRole('link', { name: 'تعلّم الآلة' }), noMatch);
    await expect(page).toHaveURL(/category=machine-learning/);
    await expect(page.getByText('جرّب تعديل كلمات البحث أو عوامل التصفية')).toBeVisible();

    await page.goto(`/ar/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'العودة إلى المدونة' })).toHaveAttribute('href', '/ar/blog');
    await deletePost(request, token, post._id);
  });

  test('Arabic search ignores diacritics and letter variants', async ({ page, request }) => {
    const word = uniqueWord();
    const post = await createPost(request, token, {
      title: `الذَّكَاءُ الاصطناعيّ في المدرسة ${word}`,
      description: 'تجربة',
      category: 'Innovation',
    });
    await gotoSearch(page, `/ar/blog?q=${encodeURIComponent(`الذكاء الاصطناعي في المدرسه ${word}`)}`);
    await expect(page.locator('article')).toHaveCount(1);
    await deletePost(request, token, post._id);
  });

  test('pages past 12 posts', async ({ page, request }) => {
    const word = uniqueWord();
    const posts = [];
    for (let i = 1; i <= 13; i += 1) {
      posts.push(
        await createPost(request, token, { title: `Post ${i} ${word}`, description: 'Paging', category: 'NLP' }),
      );
    }
    await gotoSearch(page, `/blog?q=${word}`);
    await expect(page.locator('article')).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();
    await followSearchLink(page, pager.getByRole('link', { name: 'Next' }), pager.getByText('Page 2 of 2'));
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article h2')).toHaveText(`Post 1 ${word}`);
    for (const p of posts) await deletePost(request, token, p._id);
  });

  test('changes show on the next request: edit and delete revalidate the cache', async ({ page, request }) => {
    const word = uniqueWord();
    const post = await createPost(request, token, { title: `Before ${word}`, description: 'Fresh', category: 'NLP' });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before ${word}`);
    await gotoSearch(page, `/blog?q=${word}`);
    await expect(page.locator('article h2')).toHaveText(`Before ${word}`);

    const res = await request.put(`/api/blogs/${post._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title: `After ${word}`, description: 'Fresh' },
    });
    expect(res.status()).toBe(200);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`After ${word}`);
    await gotoSearch(page, `/blog?q=${word}`);
    await expect(page.locator('article h2')).toHaveText(`After ${word}`);

    await deletePost(request, token, post._id);
    const gone = await page.goto(`/blog/${post.slug}`);
    expect(gone?.status()).toBe(404);
  });

  test('the plain listing is served from the cache and refreshed when a post is saved', async ({ request }) => {
    await request.get('/blog');
    const again = await request.get('/blog');
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

    const post = await createPost(request, token, {
      title: `Cached ${uniqueWord()}`,
      description: 'New',
      category: 'NLP',
    });
    expect(await (await request.get('/blog')).text()).toContain(post.title);
    // An English post, on the English blog only.
    expect(await (await request.get('/ar/blog')).text()).not.toContain(post.title);
    await deletePost(request, token, post._id);
    expect(await (await request.get('/blog')).text()).not.toContain(post.title);
  });

  test('an image that fails to load becomes a grey placeholder', async ({ page, request }) => {
    const word = uniqueWord();
    const post = await createPost(request, token, { title: `Broken ${word}`, description: 'x' }, true);
    await page.route('**/_next/image**', (route) => route.abort());
    await gotoSearch(page, `/blog?q=${word}`);
    await expect(page.locator('article').getByRole('img', { name: 'Image unavailable' })).toBeVisible();
    await deletePost(request, token, post._id);
  });
});
