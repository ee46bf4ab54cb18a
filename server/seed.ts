// `npm run seed`: fills an EMPTY posts collection with seven demo posts in both languages; again, it changes nothing.
import path from 'node:path';
import mongoose from 'mongoose';
import type { Log } from './launcher/progress.ts';
import { writeCover } from './launcher/seed/images.ts';
import { seedPosts } from './launcher/seed/posts.ts';
import { normalizeSearchText, slugify } from './launcher/seed/text.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Inserts the demo posts unless posts exist; returns how many were inserted. */
export async function seed({
  uri,
  uploadDir,
  log = console.log as Log,
}: {
  uri: string;
  uploadDir: string;
  log?: Log;
}): Promise<number> {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const posts = connection.db!.collection('posts');
    const existing = await posts.countDocuments();
    if (existing > 0) {
      log(`[seed] ${existing} posts already exist: nothing to do`);
      return 0;
    }
    const now = Date.now();
    const documents: ({ _id: mongoose.Types.ObjectId; translationId: mongoose.Types.ObjectId | null } & Record<
      string,
      unknown
    >)[] = [];
    for (const post of seedPosts) {
      const created = new Date(now - post.daysAgo * DAY);
      documents.push({
        _id: new mongoose.Types.ObjectId(),
        title: post.title,
        description: post.description,
        content: post.content,
        category: post.category,
        image: await writeCover(uploadDir, post.palette),
        imageAlt: post.language === 'ar' ? 'رسم تجريدي بألوان سهلة' : "An abstract drawing in Sahla's colours",
        imageDecorative: false,
        author: post.author,
        language: post.language ?? (/[\u0600-\u06FF]/.test(post.title) ? 'ar' : 'en'),
        status: 'published',
        publishAt: created,
        translationId: null,
        previousSlugs: [],
        slug: slugify(post.title),
        searchText: `${normalizeSearchText(post.title)}\n${normalizeSearchText(post.description)}`,
        createdAt: created,
        updatedAt: created,
      });
    }
    // Translations point both ways.
    seedPosts.forEach((post, index) => {
      if (post.translationOf === undefined) return;
      documents[index].translationId = documents[post.translationOf]._id;
      documents[post.translationOf].translationId = documents[index]._id;
    });
    await posts.insertMany(documents);
    log(`[seed] inserted ${documents.length} demo posts with cover images in ${uploadDir}`);
    return documents.length;
  } finally {
    await connection.close();
  }
}

const invokedDirectly = process.argv[1] && path.basename(process.argv[1]) === 'seed.ts';
if (invokedDirectly) {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.error('Invalid environment variable MONGODB_URI: required to seed (use `npm run seed`)');
    process.exit(1);
  }
  const uploadDir = path.resolve(process.env.UPLOAD_DIR || 'uploads');
  seed({ uri, uploadDir }).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`[seed] failed: ${error.message}`);
      process.exit(1);
    },
  );
}
