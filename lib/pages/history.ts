import type { RevisionKind, Snapshot } from '@/lib/revisions/types';
import type { PageText } from '@/models/site-page';
import type { PageFields } from './schema';

/** Keyed by slug, both languages in one page ('titleEn', 'bodyAr'). */
export const pageKind: RevisionKind = {
  name: 'page',
  languages: { en: ['titleEn', 'bodyEn'], ar: ['titleAr', 'bodyAr'] },
};

type Words = Partial<Record<'en' | 'ar', Partial<PageText>>>;

/** Flat. */
export const pageSnapshot = (text: Words | undefined): Snapshot => ({
  titleEn: text?.en?.title ?? '',
  bodyEn: text?.en?.body ?? '',
  titleAr: text?.ar?.title ?? '',
  bodyAr: text?.ar?.body ?? '',
});

export const snapshotToPageText = (snapshot: Snapshot): PageFields['text'] => {
  const read = (key: string) => String(snapshot[key] ?? '');
  return {
    en: { title: read('titleEn'), body: read('bodyEn') },
    ar: { title: read('titleAr'), body: read('bodyAr') },
  };
};
