import 'server-only';
import { sharedRead } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { SiteFiguresModel, type SiteFiguresDoc } from '@/models/site-figures';
import { withDefaults, type FigureValue } from './defaults';

/** The one figures document's id, and its cache tag (./write-figures.ts expires it). */
export const FIGURES_ID = 'figures';
export const FIGURES_TAG = 'content:figures';

export type Figures = { values: Record<string, FigureValue>; revision: number };

/** The figures from the database, shipped values where none is stored. */
export async function loadFigures(): Promise<Figures> {
  await connectDb();
  const doc = await withDbDeadline(() => SiteFiguresModel.findById(FIGURES_ID).lean<SiteFiguresDoc>().exec());
  const stored = Object.fromEntries((doc?.values ?? []).map(({ id, en, ar }) => [id, { en, ar }]));
  return { values: withDefaults(stored), revision: doc?.revision ?? 0 };
}

/** The figures from the shared cache; the build and a failed read show the shipped values. */
export const readFigures = sharedRead('figures', FIGURES_TAG, loadFigures, () => ({
  values: withDefaults(undefined),
  revision: 0,
}));

/** Items of a page section with the figure values in the page's language (`<section>.<item id>`). */
export function applyFigures<T extends { id: string; value: string }>(
  items: readonly T[],
  section: string,
  figures: Figures,
  language: 'en' | 'ar',
): T[] {
  return items.map((item) => ({ ...item, value: figures.values[`${section}.${item.id}`]?.[language] ?? item.value }));
}

/** Roadmap items with their dates ("Q1 2025") in the page's language (`<section>.<item id>`). */
export function applyPhases<T extends { id: string }>(
  items: readonly T[],
  section: string,
  figures: Figures,
  language: 'en' | 'ar',
): (T & { phase?: string })[] {
  return items.map((item) => ({ ...item, phase: figures.values[`${section}.${item.id}`]?.[language] }));
}
