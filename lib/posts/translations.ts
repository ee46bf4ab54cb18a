import 'server-only';
import { PostModel } from '@/models/post';
import { PostFieldError } from './field-error';
import type { PostLanguage } from './language';

export async function checkTranslation(targetId: string | null, language: PostLanguage, selfId?: string) {
  if (!targetId) return;
  if (targetId === selfId) throw new PostFieldError('translationId', 'A post cannot be its own translation');
  const target = await PostModel.findById(targetId, { language: 1 }).lean();
  if (!target) throw new PostFieldError('translationId', 'Translation not found');
  if (target.language === language) {
    throw new PostFieldError('translationId', 'A translation must be in the other language');
  }
}

/** Makes the link point both ways; single-document steps (FerretDB) leave at worst a one-sided link, read as none. */
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
  // For the index.
  return [previousId, targetId, stale];
}

export async function unlinkTranslation(postId: string) {
  await PostModel.updateMany({ translationId: postId }, { $set: { translationId: null } });
}
