import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { connectDb } from '@/lib/db/connect';
import { PostModel } from '@/models/post';
import { POST as create } from '@/app/api/blogs/route';
import { DELETE, GET as getOne, PUT } from '@/app/api/blogs/[id]/route';
import { adminToken, auth, formRequest, params, pngImage, validPost } from './support/api';

let token: string;
const uploads = () => readdirSync(process.env.UPLOAD_DIR!);

async function createPost(fields: Record<string, string>, withImage = false) {
  const file = withImage ? { name: 'cover.png', type: 'image/png', data: await pngImage() } : undefined;
  const res = await create(formRequest('POST', '/api/blogs', fields, { token, file }));
  expect(res.status).toBe(201);
  return res.json();
}

beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => (await connectDb()).disconnect());

describe('creating, reading, updating and deleting posts', () => {
  it('creates a post with the JSON shape the spec expects', async () => {
    const post = await createPost(validPost(), true);
    expect(post).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: 'How assistants learn',
      description: 'A short tour of adaptive learning.',
      content: '# Hello\n\nSome **Markdown** text.',
      category: 'Machine Learning',
      image: expect.stringMatching(/^[a-f0-9]{32}\.png$/),
      user: 'Sahla Team', // the display name: the login name is never published
      author: 'Sahla Team',
      readingTime: '1 min read',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.any(String),
      slug: expect.stringMatching(/^how-assistants-learn-[a-f0-9]{6}$/),
      // Bilingual publishing: an original-API client gets the defaults.
      language: 'en',
      status: 'published',
      publishAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      imageAlt: 'How assistants learn',
      imageDecorative: false,
      translationId: null,
      // History: the first save is revision 1; a PUT may name it as baseRevision.
      revision: 1,
      translationOutdated: false,
    });
    expect(uploads()).toContain(post.image);
    const fetched = await getOne(new Request(`http://localhost/api/blogs/${post._id}`), params({ id: post._id }));
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual(post);
  });

  it("accepts the spec's original form (title, description only) with defaults", async () => {
    const post = await createPost({
      title: 'Minimal',
      description: 'Only the two required fields',
      author: 'undefined',
    });
    expect(post).toMatchObject({ category: 'Technology', content: '', author: 'Sahla Team', image: null });
  });

  it('computes reading time from the content', async () => {
    const post = await createPost(validPost({ content: Array(1000).fill('word').join(' ') }));
    expect(post.readingTime).toBe('5 min read');
  });

  it('refuses missing or invalid fields with 400 and field errors, storing nothing', async () => {
    const before = await PostModel.countDocuments();
    const res = await create(
      formRequest('POST', '/api/blogs', { title: '  ', category: 'Cooking' }, { token, file: undefined }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: expect.stringMatching(/^Category must be one of/),
    });
    expect(await PostModel.countDocuments()).toBe(before);
  });

  it('refuses a JSON body on the multipart endpoint with 415', async () => {
    const res = await create(
      new Request('http://localhost/api/blogs', {
        method: 'POST',
        body: JSON.stringify(validPost()),
        headers: { ...auth(token), 'content-type': 'application/json' },
      }),
    );
    expect(res.status).toBe(415);
  });

  it('updates a post, keeping the stored author when none (or "undefined") is sent', async () => {
    const post = await createPost(validPost({ author: 'Salma Benali' }), true);
    const res = await PUT(
      formRequest(
        'PUT',
        `/api/blogs/${post._id}`,
        { title: 'New title', description: 'New text', author: 'undefined' },
        { token },
      ),
      params({ id: post._id }),
    );
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      title: 'New title',
      description: 'New text',
      author: 'Salma Benali',
      user: 'Salma Benali',
      // Fields the form did not send keep their values, the image included.
      category: 'Machine Learning',
      content: post.content,
      image: post.image,
      slug: post.slug,
    });
  });

  it('replacing the image removes the old file; removeImage drops it', async () => {
    const post = await createPost(validPost(), true);
    const replaced = await PUT(
      formRequest('PUT', `/api/blogs/${post._id}`, validPost(), {
        token,
        file: { name: 'new.png', type: 'image/png', data: await pngImage(80, 80) },
      }),
      params({ id: post._id }),
    );
    const body = await replaced.json();
    expect(body.image).not.toBe(post.image);
    expect(uploads()).toContain(body.image);
    expect(uploads()).not.toContain(post.image);

    const removed = await PUT(
      formRequest('PUT', `/api/blogs/${post._id}`, { ...validPost(), removeImage: 'true' }, { token }),
      params({ id: post._id }),
    );
    expect((await removed.json()).image).toBeNull();
    expect(uploads()).not.toContain(body.image);
  });

  it('answers 404 for unknown ids and 400 for malformed ones, on every method', async () => {
    const unknown = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const get = (id: string) => getOne(new Request(`http://localhost/api/blogs/${id}`), params({ id }));
    const put = (id: string) => PUT(formRequest('PUT', `/api/blogs/${id}`, validPost(), { token }), params({ id }));
    const del = (id: string) =>
      DELETE(
        new Request(`http://localhost/api/blogs/${id}`, { method: 'DELETE', headers: auth(token) }),
        params({ id }),
      );
    for (const call of [get, put, del]) {
      const missing = await call(unknown);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Post not found' });
      // 12 characters would pass mongoose's own check; it must not reach the database.
      for (const bad of ['123', 'abcdefghijkl', '{"$ne":1}']) expect((await call(bad)).status).toBe(400);
    }
  });

  it('deletes a post with 204 and removes its image file', async () => {
    const post = await createPost(validPost(), true);
    const res = await DELETE(
      new Request(`http://localhost/api/blogs/${post._id}`, { method: 'DELETE', headers: auth(token) }),
      params({ id: post._id }),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, post.image))).toBe(false);
    const gone = await getOne(new Request(`http://localhost/api/blogs/${post._id}`), params({ id: post._id }));
    expect(gone.status).toBe(404);
  });
});
