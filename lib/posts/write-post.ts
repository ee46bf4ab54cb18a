import 'server-only';
import { jsonError } from '@/lib/http/json-error';
import { removeUpload } from '@/lib/uploads/storage';
import { conflictResponse, RevisionConflict } from '@/lib/revisions/conflict';
import { PostFieldError } from './field-error';
import { postsChanged } from './revalidate';

/**
 * Runs a save whose uploaded image (if any) is already stored: a refused value answers 400 with
 * its field, a stale base revision answers 409, any failure removes the new file, and a success refreshes the caches and the
 * publication timer.
 */
export async function savePost<T>(imageName: string | null, save: () => Promise<T>): Promise<T | Response> {
  try {
    const result = await save();
    await postsChanged();
    return result;
  } catch (error) {
    await removeUpload(imageName);
    // Someone else saved first: 409, naming the stored revision for the admin to compare with.
    if (error instanceof RevisionConflict) return conflictResponse(error);
    if (error instanceof PostFieldError) {
      return jsonError(400, 'Some fields are missing or invalid', { errors: { [error.field]: error.message } });
    }
    throw error;
  }
}
