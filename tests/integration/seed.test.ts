import { readdirSync } from 'node:fs';
import { connectDb } from '@/lib/db/connect';
import { GET as list } from '@/app/api/blogs/route';
import { normalizeSearchText as libNormalize } from '@/lib/text/normalize';
// The seed script is TypeScript that `node` runs as it is; jest compiles it like the rest.
import { seed } from '@/server/seed.ts';
import { normalizeSearchText as seedNormalize } from '@/server/launcher/seed/text.ts';

afterAll(async () => (await connectDb()).disconnect());

const silent = () => undefined;

describe('npm run seed', () => {
  it('fills an empty database with seven posts in both languages, one translated pair, with images, once', async () => {
    const options = { uri: process.env.MONGODB_URI!, uploadDir: process.env.UPLOAD_DIR!, log: silent };
    expect(await seed(options)).toBe(7);
    expect(await seed(options)).toBe(0);

    const res = await list(new Request('http://localhost/api/blogs'));
    expect(res.headers.get('x-total-count')).toBe('7');
    const posts: {
      _id: string;
      title: string;
      category: string;
      image: string;
      language: string;
      translationId: string | null;
    }[] = await res.json();
    expect(posts.filter((p) => p.language === 'ar').map((p) => p.title)).toEqual(
      posts.filter((p) => /[\u0600-\u06FF]/.test(p.title)).map((p) => p.title),
    );
    expect(posts.filter((p) => p.language === 'ar')).toHaveLength(4);
    const linked = posts.filter((p) => p.translationId);
    expect(linked).toHaveLength(2);
    expect(linked[0]!.translationId).toBe(linked[1]!._id);
    expect(linked[1]!.translationId).toBe(linked[0]!._id);
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(readdirSync(process.env.UPLOAD_DIR!).sort()).toEqual(posts.map((p) => p.image).sort());
    for (const post of posts) expect(post.image).toMatch(/^[a-f0-9]{32}\.webp$/);

    // Seeded posts are searchable like any other, Arabic included.
    const found = await list(new Request(`http://localhost/api/blogs?q=${encodeURIComponent('الابتكار')}`));
    expect(found.headers.get('x-total-count')).toBe('1');
  });

  it('normalizes search text exactly as the site does', () => {
    for (const sample of ['Café ÉTÉ', 'الذَّكَاءُ الاصطنـــاعي', 'أإآٱ ؤ ئ ة ى', '٢٠٢٥ ۱۲', '  a \n b ']) {
      expect(seedNormalize(sample)).toBe(libNormalize(sample));
    }
  });
});
