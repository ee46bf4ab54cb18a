import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { authorize } from '@/lib/auth/require-admin';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { readPostList } from '@/lib/posts/reads';
import { postListJson } from '@/lib/posts/json-body';
import { parseListParams } from '@/lib/posts/list-params';
import { createPost } from '@/lib/posts/mutations';
import { readPostForm, storeImage } from '@/lib/posts/read-post-form';
import { toPostJson } from '@/lib/posts/serialize';
import { savePost } from '@/lib/posts/write-post';

export const GET = safeHandler('GET /api/blogs', async (request: Request) => {
  const params = parseListParams(new URL(request.url).searchParams);
  if (!params.ok) return jsonError(400, 'Invalid query', { errors: params.errors });
  // Drafts and scheduled posts are the admin's alone.
  if (params.visibility !== 'public') {
    const auth = await authorize(request, 'posts.read');
    if (!auth.ok) return auth.response;
  }
  const { q, category, language, visibility, limit, skip } = params;
  const { items, total, totalIsLowerBound } = await readPostList({ q, category, language, visibility, limit, skip });
  return new Response(postListJson(items), {
    headers: {
      'Content-Type': 'application/json',
      'X-Total-Count': String(total),
      // A broad search counts to 1,000 and stops: then more than X-Total-Count posts match.
      ...(totalIsLowerBound && { 'X-Total-Count-Is-Lower-Bound': 'true' }),
      'Access-Control-Expose-Headers': 'X-Total-Count, X-Total-Count-Is-Lower-Bound',
      // The public list is the same for everyone: a shared cache (the server's own second-long
      // one, server/front-door/page-microcache.ts) may answer it again for a second, as it does pages;
      // a save empties that at once. Browsers ask afresh each time. The admin's lists are no one else's.
      'Cache-Control': visibility === 'public' ? 'public, max-age=0, s-maxage=1' : 'no-store',
    },
  });
});

export const POST = adminHandler('POST /api/blogs', 'posts.write', async (request, admin) => {
  const form = await readPostForm(request);
  if (!form.ok) return form.response;
  const image = await storeImage(form.file);
  if (!image.ok) return image.response;
  const post = await savePost(image.name, () =>
    createPost(
      { ...form.fields, author: form.fields.author ?? admin.displayName, image: image.name },
      { who: { id: admin.id, name: admin.displayName } },
    ),
  );
  if (post instanceof Response) return post;
  await recordAudit(request, 'post.created', String(post._id), admin);
  return Response.json(toPostJson(post), {
    status: 201,
    headers: { Location: `/api/blogs/${post._id}`, 'Cache-Control': 'no-store' },
  });
});
