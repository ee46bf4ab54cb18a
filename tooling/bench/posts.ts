// The benchmark's posts: deterministic documents inserted straight into the `posts` collection.
//
// KEEP IN STEP WITH models/post.ts: makeBenchPost(i) produces exactly the fields and types that
// model stores. searchText is built as lib/posts/mutations.ts builds it, with the site's own
// normaliser (loaded through ./ts-hooks.ts, which run.ts registers first); image is null.
import mongoose from 'mongoose';
import type { Log } from '../../server/launcher/progress.ts';

export const BENCH_CATEGORIES = ['AI Trends', 'Ethics', 'Technology', 'NLP', 'Innovation', 'Machine Learning'];

const { normalizeSearchText } = await import('@/lib/text/normalize');

const subjects = ['Desktop agents', 'Language models', 'Local inference', 'Voice commands', 'Arabic NLP', 'Automation'];
const angles = ['in practice', 'for small teams', 'without the cloud', 'at scale', 'explained', 'and your data'];
const themes = ['privacy', 'speed', 'accuracy', 'accessibility', 'reliability', 'cost', 'security'];
const authors = ['Salma Benali', 'Youssef El Amrani', 'Nadia Chraibi', 'Omar Tazi', 'Sahla Team'];
// The Arabic blog's posts are written in Arabic, with the diacritics and letter forms real text has.
const arSubjects = [
  'المساعدات المكتبية',
  'النماذج اللغوية',
  'المعالجة المحلية',
  'الأوامر الصوتية',
  'اللغة العربية',
  'الأتمتة',
];
const arAngles = ['في الممارسة', 'للفرق الصغيرة', 'بدون سحابة', 'على نطاق واسع', 'بشرح مبسّط', 'وبياناتك'];
const arThemes = ['الخصوصية', 'السرعة', 'الدقّة', 'إمكانية الوصول', 'الموثوقية', 'التكلفة', 'الأمان'];

const BASE_TIME = Date.UTC(2026, 0, 1, 12, 0, 0);

function paragraph(i: number, n: number): string {
  const theme = themes[(i + n) % themes.length];
  return (
    `Teams that hand routine work to an assistant care first about ${theme}. ` +
    `This note looks at how a desktop agent keeps ${theme} in view while it opens files, fills forms ` +
    `and answers in the user's own language, with examples from deployment number ${i + n}.`
  );
}

function englishBody(i: number, subject: string, theme: string): string {
  return [
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
}

function arabicBody(i: number, subject: string, theme: string): string {
  const paragraphAr = (n: number) =>
    `الفرق التي تسلّم أعمالها اليومية إلى مساعد تهتمّ أولاً بـ${theme}. ` +
    `تتناول هذه الملاحظة كيف يحافظ وكيل سطح المكتب على ${theme} وهو يفتح الملفات ويملأ النماذج ` +
    `ويجيب بلغة المستخدم، مع أمثلة من عملية النشر رقم ${i + n}.`;
  return [
    `## لماذا تهمّ ${theme}`,
    '',
    paragraphAr(0),
    '',
    '## ما الذي غيّرناه',
    '',
    `- قسنا ${theme} في مهام حقيقية قبل التغيير وبعده.`,
    '- أبقينا المعالجة على الجهاز حيثما أمكن.',
    '- كتبنا ما يحقّ للمساعد فعله وما لا يحقّ له.',
    '',
    paragraphAr(1),
    '',
    `> ${subject} لا تنفع إلا حين يثق بها الناس.`,
    '',
    paragraphAr(2),
  ].join('\n');
}

/** The words a post's title is made of, in its language (even numbers English, odd Arabic). */
function titleWords(i: number) {
  const arabic = i % 2 === 1;
  const pickFrom = (list: string[], n: number) => list[n % list.length];
  return {
    arabic,
    subject: pickFrom(arabic ? arSubjects : subjects, i),
    angle: pickFrom(arabic ? arAngles : angles, Math.floor(i / subjects.length)),
    theme: pickFrom(arabic ? arThemes : themes, i),
  };
}

/** Post number i (0 is the newest): about 1.5 KB of Markdown, like a short real article. */
export function makeBenchPost(i: number) {
  const { arabic, subject, angle, theme } = titleWords(i);
  const title = arabic
    ? `${subject} ${angle}: ملاحظات عن ${theme} #${i + 1}`
    : `${subject} ${angle}: notes on ${theme} #${i + 1}`;
  const description = arabic
    ? `ما تعلّمناه عن ${theme} أثناء بناء ${subject} للفرق المغربية.`
    : `What we learned about ${theme} while building ${subject.toLowerCase()} for Moroccan teams.`;
  const content = (arabic ? arabicBody : englishBody)(i, subject, theme);
  const createdAt = new Date(BASE_TIME - i * 60_000);
  return {
    title,
    description,
    content,
    category: BENCH_CATEGORIES[i % BENCH_CATEGORIES.length],
    image: null,
    author: authors[i % authors.length],
    // The shape lib/text/slugify.ts gives: words, then a 6-hex-digit suffix (here the number).
    slug: `bench-${subjects[i % subjects.length].toLowerCase().replace(/\s+/g, '-')}-${themes[i % themes.length]}-${(i + 1).toString(16).padStart(6, '0')}`,
    searchText: `${normalizeSearchText(title)}\n${normalizeSearchText(description)}`,
    // Split between the two blogs: post 0 (the newest) is English, post 1 Arabic.
    language: (arabic ? 'ar' : 'en') as 'ar' | 'en',
    status: 'published' as const,
    publishAt: createdAt,
    imageAlt: '',
    imageDecorative: false,
    translationId: null,
    previousSlugs: [] as string[],
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * `count` different searches, as distinct visitors type them in one blog's language: a post's
 * number (a handful of hits), a theme and a number (none to a few), a theme alone (a seventh of
 * the posts), a subject and an angle (a thirty-sixth).
 */
export function benchSearchTerms(language: string, count: number, posts: number): string[] {
  const terms: string[] = [];
  for (let k = 0; k < count; k++) {
    const { subject, angle, theme } = titleWords(2 * k + (language === 'ar' ? 1 : 0));
    const n = 1 + ((k * 7919) % posts);
    terms.push([`#${n}`, `${theme} #${n}`, theme, `${subject} ${angle}`][k % 4]);
  }
  return terms;
}

/** Inserts `count` posts in batches with the driver inside mongoose. */
export async function seedBenchPosts(uri: string, count: number, { batchSize = 500, log = console.log as Log } = {}) {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const posts = connection.db!.collection('posts');
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
