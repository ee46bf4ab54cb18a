import 'server-only';
import { PostModel } from '@/models/post';
import { PostFieldError } from './field-error';
import type { PostLanguage } from './language';

/** Refuses a translation that does not exist, is the post itself, or is in the same language. */
export async function checkTranslation(targetId: string | null, language: PostLanguage, selfId?: string) {
  if (!targetId) return;
  if (targetId === selfId) throw new PostFieldError('translationId', 'A post cannot be its own translation');
  const target = await PostModel.findById(targetId, { language: 1 }).lean();
  if (!target) throw new PostFieldError('translationId', 'Translation not found');
  if (target.language === language) {
    throw new PostFieldError('translationId', 'A translation must be in the other language');
  }
}

/**
 * Makes the link point both ways after `postId` was saved with `targetId` (or none), where it
 * pointed to `previousId` before. Single-document writes only (no transactions on FerretDB):
 * each step leaves links that are at worst one-sided, which readers treat as "no translation".
 */
export async function linkTranslation(
  postId: string,
  targetId: string | null,
  previousId: string | null,
): Promise<(string | null)[]> {
  if (previousId && previousId !== targetId) {
    await PostModel.updateOne({ _id: previousId, translationId: postId }, { $set: { translationId: null } });
  }
  if (!targetId) return [previousId];
  const target = await PostModel.findById(targetId, { translationId: 1 }).lean();
  const stale = target?.translationId ? String(target.translationId) : null;
  if (stale && stale !== postId) {
    await PostModel.updateOne({ _id: stale, translationId: targetId }, { $set: { translationId: null } });
  }
  await PostModel.updateOne({ _id: targetId }, { $set: { translationId: postId } });
  // The posts whose link may have changed, for the index (lib/posts/index/live.ts).
  return [previousId, targetId, stale];
}

/** After a delete: the other side no longer has a translation. */
export async function unlinkTranslation(postId: string) {
  await PostModel.updateMany({ translationId: postId }, { $set: { translationId: null } });
}
