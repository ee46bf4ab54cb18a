import { expect, test } from '@playwright/test';
import { apiToken, createPost, deletePost, uniqueWord } from './support/blog-api';

test.describe('uploads over HTTP', () => {
  test('only generated names are served, with an immutable cache header', async ({ request }) => {
    const token = await apiToken(request);
    const post = await createPost(request, token, { title: `Upload ${uniqueWord()}`, description: 'x' }, true);
    const ok = await request.get(`/uploads/${post.image}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toBe('image/png');
    expect(ok.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/uploads/..%2Fpackage.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/..%252Fpackage.json',
      '/uploads/%2e%2e%5cpackage.json',
      '/uploads/.env',
      `/uploads/${post.image!.replace('.png', '.svg')}`,
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('"dependencies"');
    }
    await deletePost(request, token, post._id);
    expect((await request.get(`/uploads/${post.image}`)).status()).toBe(404);
  });
});
