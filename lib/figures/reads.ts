import 'server-only';
import { sharedRead } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { SiteFiguresModel, type SiteFiguresDoc } from '@/models/site-figures';
import { withDefaults, type FigureValue } from './defaults';

/** Also the cache tag (./write-figures.ts expires it). */
export const FIGURES_ID = 'figures';
export const FIGURES_TAG = 'content:figures';

export type Figures = { values: Record<string, FigureValue>; revision: number };

export async function loadFigures(): Promise<Figures> {
  await connectDb();
  const doc = await withDbDeadline(() => SiteFiguresModel.findById(FIGURES_ID).lean<SiteFiguresDoc>().exec());
  const stored = Object.fromEntries((doc?.values ?? []).map(({ id, en, ar }) => [id, { en, ar }]));
  return { values: withDefaults(stored), revision: doc?.revision ?? 0 };
}

/** The build and a failed read show the shipped values. */
export const readFigures = sharedRead('figures', FIGURES_TAG, loadFigures, () => ({
  values: withDefaults(undefined),
  revision: 0,
}));

/** `<section>.<item id>` in the page's language. */
export function applyFigures<T extends { id: string; value: string }>(
  items: readonly T[],
  section: string,
  figures: Figures,
  language: 'en' | 'ar',
): T[] {
  return items.map((item) => ({ ...item, value: figures.values[`${section}.${item.id}`]?.[language] ?? item.value }));
}

export function applyPhases<T extends { id: string }>(
  items: readonly T[],
  section: string,
  figures: Figures,
  language: 'en' | 'ar',
): (T & { phase?: string })[] {
  return items.map((item) => ({ ...item, phase: figures.values[`${section}.${item.id}`]?.[language] }));
}
