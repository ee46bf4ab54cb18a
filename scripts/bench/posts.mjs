// The benchmark's posts: deterministic documents inserted straight into the `posts` collection.
//
// KEEP IN STEP WITH models/post.ts: makeBenchPost(i) produces exactly the fields and types that
// model stores. searchText is built like lib/posts/mutations.ts builds it (normalized title, a
// newline, normalized description; for this ASCII-only text normalizing means lower case and
// single spaces); image is null (no picture).
import mongoose from 'mongoose';

export const BENCH_CATEGORIES = ['AI Trends', 'Ethics', 'Technology', 'NLP', 'Innovation', 'Machine Learning'];

/** The word `/blog?q=` searches for in the benchmark: it appears in one post in seven. */
export const BENCH_SEARCH_WORD = 'privacy';

const subjects = ['Desktop agents', 'Language models', 'Local inference', 'Voice commands', 'Arabic NLP', 'Automation'];
const angles = ['in practice', 'for small teams', 'without the cloud', 'at scale', 'explained', 'and your data'];
const themes = ['privacy', 'speed', 'accuracy', 'accessibility', 'reliability', 'cost', 'security'];
const authors = ['Salma Benali', 'Youssef El Amrani', 'Nadia Chraibi', 'Omar Tazi', 'Sahla Team'];

const BASE_TIME = Date.UTC(2026, 0, 1, 12, 0, 0);

function paragraph(i, n) {
  const theme = themes[(i + n) % themes.length];
  return (
    `Teams that hand routine work to an assistant care first about ${theme}. ` +
    `This note looks at how a desktop agent keeps ${theme} in view while it opens files, fills forms ` +
    `and answers in the user's own language, with examples from deployment number ${i + n}.`
  );
}

/** Post number i (0 is the newest): about 1.5 KB of Markdown, like a short real article. */
export function makeBenchPost(i) {
  const subject = subjects[i % subjects.length];
  const angle = angles[Math.floor(i / subjects.length) % angles.length];
  const theme = themes[i % themes.length];
  const title = `${subject} ${angle}: notes on ${theme} #${i + 1}`;
  const description = `What we learned about ${theme} while building ${subject.toLowerCase()} for Moroccan teams.`;
  const content = [
    `## Why ${theme} matters`,
    '',
    paragraph(i, 0),
    '',
    '## What we changed',
    '',
    `- Measured ${theme} on real tasks before and after.`,
    '- Kept processing on the device where we could.',
    '- Wrote down what the assistant may and may not do.',
    '',
    paragraph(i, 1),
    '',
    `> ${subject} are only useful when people trust them.`,
    '',
    paragraph(i, 2),
  ].join('\n');
  const createdAt = new Date(BASE_TIME - i * 60_000);
  return {
    title,
    description,
    content,
    category: BENCH_CATEGORIES[i % BENCH_CATEGORIES.length],
    image: null,
    author: authors[i % authors.length],
    // The shape lib/text/slugify.ts gives: words, then a 6-hex-digit suffix (here the number).
    slug: `bench-${subject.toLowerCase().replace(/\s+/g, '-')}-${theme}-${(i + 1).toString(16).padStart(6, '0')}`,
    searchText: `${title.toLowerCase()}\n${description.toLowerCase()}`,
    // Split between the two blogs (the newest, which the benchmark opens, is English).
    language: i % 2 === 0 ? 'en' : 'ar',
    status: 'published',
    publishAt: createdAt,
    imageAlt: '',
    imageDecorative: false,
    translationId: null,
    previousSlugs: [],
    createdAt,
    updatedAt: createdAt,
  };
}

/** Inserts `count` posts in batches with the driver inside mongoose; returns the newest post. */
export async function seedBenchPosts(uri, count, { batchSize = 500, log = console.log } = {}) {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const posts = connection.db.collection('posts');
    const started = Date.now();
    for (let from = 0; from < count; from += batchSize) {
      const batch = [];
      for (let i = from; i < Math.min(count, from + batchSize); i++) batch.push(makeBenchPost(i));
      await posts.insertMany(batch, { ordered: false });
    }
    const stored = await posts.countDocuments();
    if (stored < count) throw new Error(`only ${stored} of ${count} posts were stored`);
    log(`[bench] ${count} posts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return makeBenchPost(0);
  } finally {
    await connection.close();
  }
}
