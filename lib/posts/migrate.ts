import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { logInfo } from '@/lib/log/logger';
import { PostModel } from '@/models/post';
import { languageOfText } from './language';

/** Gives posts from before languages, statuses and times their values, once per start; the unique slug becomes per language. */
export async function migratePosts(): Promise<number> {
  const connection = await connectDb();
  const collection = connection.connection.db!.collection('posts');
  const indexes = await collection.indexes().catch(() => []);
  if (indexes.some((index) => index.name === 'slug_1')) await collection.dropIndex('slug_1');
  const old = await collection
    .find({ language: { $exists: false } }, { projection: { title: 1, description: 1, createdAt: 1 } })
    .toArray();
  for (const doc of old) {
    await collection.updateOne(
      { _id: doc._id, language: { $exists: false } },
      {
        $set: {
          language: languageOfText(String(doc.title ?? ''), String(doc.description ?? '')),
          status: 'published',
          publishAt: doc.createdAt ?? new Date(),
          imageAlt: '',
          imageDecorative: false,
          translationId: null,
          previousSlugs: [],
        },
      },
    );
  }
  await PostModel.init();
  if (old.length > 0) logInfo('posts.migrated', `gave ${old.length} older posts a language and a status`);
  return old.length;
}
