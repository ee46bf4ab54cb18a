import 'server-only';
import { jsonError } from '@/lib/http/json-error';
import { removeUpload } from '@/lib/uploads/storage';
import { conflictResponse, RevisionConflict } from '@/lib/revisions/conflict';
import { PostFieldError } from './field-error';
import { postsChanged } from './revalidate';

/** 400 for a refused field, 409 for a stale base; a failure removes the new file, a success refreshes caches and the timer. */
export async function savePost<T>(imageName: string | null, save: () => Promise<T>): Promise<T | Response> {
  try {
    const result = await save();
    await postsChanged();
    return result;
  } catch (error) {
    await removeUpload(imageName);
    if (error instanceof RevisionConflict) return conflictResponse(error);
    if (error instanceof PostFieldError) {
      return jsonError(400, 'Some fields are missing or invalid', { errors: { [error.field]: error.message } });
    }
    throw error;
  }
}
