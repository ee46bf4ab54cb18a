import 'server-only';
import { connectDb } from '@/lib/db';
import { PostModel } from '@/models/post';
import type { PostLanguage } from './language';
import { getPostById, isPublic, PUBLIC_FIELDS, publicFilter } from './queries';
import { toPost } from './serialize';
import type { Post } from './types';

/** A public post's page in one language: where it lives, or the post itself. */
export type SlugResolution =
  | { kind: 'post'; post: Post; translation: { language: PostLanguage; slug: string } | null }
  | { kind: 'redirect'; language: PostLanguage; slug: string };

async function publicTranslation(post: Post) {
  if (!post.translationId) return null;
  const other = await getPostById(post.translationId);
  return other && isPublic(other) && other.language !== post.language
    ? { language: other.language, slug: other.slug }
    : null;
}

/**
 * What /<language>/blog/<slug> shows: the post; a permanent redirect for a former slug, or for a
 * post of the other blog (to its translation in this language when it has one, else to its own
 * page); null for anything else, drafts and scheduled posts included.
 */
export async function resolvePublicSlug(language: PostLanguage, slug: string): Promise<SlugResolution | null> {
  await connectDb();
  const docs = await PostModel.find({ ...publicFilter(), $or: [{ slug }, { previousSlugs: slug }] }, PUBLIC_FIELDS)
    .limit(4)
    .lean();
  const posts = docs.map(toPost);
  const exact = posts.find((p) => p.language === language && p.slug === slug);
  if (exact) return { kind: 'post', post: exact, translation: await publicTranslation(exact) };
  const renamed = posts.find((p) => p.language === language);
  if (renamed) return { kind: 'redirect', language, slug: renamed.slug };
  const elsewhere = posts[0];
  if (!elsewhere) return null;
  const translation = await publicTranslation(elsewhere);
  return translation?.language === language
    ? { kind: 'redirect', ...translation }
    : { kind: 'redirect', language: elsewhere.language, slug: elsewhere.slug };
}
