import 'server-only';
import { sharedRead } from '@/lib/cache/shared-read';
import { PAGE_SLUGS, type Bilingual, type PageSlug } from '@/lib/constants/site-content';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { SitePageModel, type PageText, type SitePageDoc } from '@/models/site-page';

/** Revision 0 means never saved (the placeholder shows). */
export type StoredPage = {
  slug: PageSlug;
  text: Bilingual<PageText>;
  revision: number;
  /** lib/revisions/translation-state.ts. */
  outdatedLanguages: string[];
  updatedAt: string | null;
};

/** ./write-page.ts expires exactly the saved page's tag. */
export const pageTag = (slug: PageSlug) => `content:page:${slug}`;

const blank = (slug: PageSlug): StoredPage => ({
  slug,
  text: { en: { title: '', body: '' }, ar: { title: '', body: '' } },
  revision: 0,
  outdatedLanguages: [],
  updatedAt: null,
});

function toStoredPage(doc: SitePageDoc): StoredPage {
  const words = (text?: PageText) => ({ title: text?.title ?? '', body: text?.body ?? '' });
  return {
    slug: doc._id,
    text: { en: words(doc.text?.en), ar: words(doc.text?.ar) },
    revision: doc.revision ?? 1,
    outdatedLanguages: doc.outdatedLanguages ?? [],
    updatedAt: doc.updatedAt?.toISOString() ?? null,
  };
}

/** Blank when never saved. */
export async function loadPage(slug: PageSlug): Promise<StoredPage> {
  await connectDb();
  const doc = await withDbDeadline(() => SitePageModel.findById(slug).lean<SitePageDoc>().exec());
  return doc ? toStoredPage(doc) : blank(slug);
}

/** In PAGE_SLUGS order, for the admin. */
export async function listPages(): Promise<StoredPage[]> {
  await connectDb();
  const docs = await withDbDeadline(() => SitePageModel.find().lean<SitePageDoc[]>().exec());
  return PAGE_SLUGS.map((slug) => {
    const doc = docs.find((candidate) => candidate._id === slug);
    return doc ? toStoredPage(doc) : blank(slug);
  });
}

const readers = new Map<PageSlug, () => Promise<StoredPage>>();

/** The build and a failed read get the blank page ("Coming soon..."). */
export function readPage(slug: PageSlug): Promise<StoredPage> {
  let read = readers.get(slug);
  if (!read) {
    read = sharedRead(
      `page:${slug}`,
      pageTag(slug),
      () => loadPage(slug),
      () => blank(slug),
    );
    readers.set(slug, read);
  }
  return read();
}

/** The forms link to the privacy notice only then. */
export const hasText = (page: StoredPage, language: 'en' | 'ar') => page.text[language].body !== '';
