import { performanceMetrics, marketMetrics } from '@/lib/content/metrics';
import { growthRoadmap, projectRoadmap } from '@/lib/content/roadmaps';
import { aboutFigures, homeStats } from '@/lib/content/stats';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// The figures of the home, about, project and investment pages as shipped, until the Figures tab changes one.

export type FigureValue = { en: string; ar: string };

const messages = { en, ar } as const;
function message(language: 'en' | 'ar', key: string): string {
  let value: unknown = messages[language];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : '';
}

const same = (value: string): FigureValue => ({ en: value, ar: value });
const phase = (key: string): FigureValue => ({ en: message('en', key), ar: message('ar', key) });

export const FIGURE_DEFAULTS: Record<string, FigureValue> = Object.fromEntries([
  ...homeStats.map((stat) => [`home.${stat.id}`, same(stat.value)]),
  ...aboutFigures.map((stat) => [`about.${stat.id}`, same(stat.value)]),
  ...performanceMetrics.map((metric) => [`project.${metric.id}`, same(metric.value)]),
  ...marketMetrics.map((metric) => [`investment.${metric.id}`, same(metric.value)]),
  ...projectRoadmap.map((item) => [`projectRoadmap.${item.id}`, phase(item.phaseKey)]),
  ...growthRoadmap.map((item) => [`investmentRoadmap.${item.id}`, phase(item.phaseKey)]),
]);

export const FIGURE_IDS = Object.keys(FIGURE_DEFAULTS);

/** A figure missing from the document shows its default. */
export function withDefaults(stored: Record<string, Partial<FigureValue>> | undefined): Record<string, FigureValue> {
  return Object.fromEntries(
    FIGURE_IDS.map((id) => [
      id,
      { en: stored?.[id]?.en || FIGURE_DEFAULTS[id]!.en, ar: stored?.[id]?.ar || FIGURE_DEFAULTS[id]!.ar },
    ]),
  );
}
