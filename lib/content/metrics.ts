import { claims } from './claims';
import type { IconName, MessageKey, Tone } from './types';

export type Metric = {
  id: string;
  value: string;
  icon: IconName;
  tone: Tone;
  labelKey: MessageKey;
  descriptionKey: MessageKey;
};

/** Project: performance metrics. */
export const performanceMetrics: Metric[] = [
  {
    id: 'responseTime',
    value: claims.responseTime,
    icon: 'gauge',
    tone: 'amber',
    labelKey: 'ProjectPage.metrics.items.responseTime.label',
    descriptionKey: 'ProjectPage.metrics.items.responseTime.description',
  },
  {
    id: 'availability',
    value: claims.availability,
    icon: 'clock',
    tone: 'cyan',
    labelKey: 'ProjectPage.metrics.items.availability.label',
    descriptionKey: 'ProjectPage.metrics.items.availability.description',
  },
  {
    id: 'accuracy',
    value: claims.accuracy,
    icon: 'target',
    tone: 'emerald',
    labelKey: 'ProjectPage.metrics.items.accuracy.label',
    descriptionKey: 'ProjectPage.metrics.items.accuracy.description',
  },
  {
    id: 'languages',
    value: claims.languages,
    icon: 'languages',
    tone: 'violet',
    labelKey: 'ProjectPage.metrics.items.languages.label',
    descriptionKey: 'ProjectPage.metrics.items.languages.description',
  },
];

/** Investment: the market. */
export const marketMetrics: Metric[] = [
  {
    id: 'marketSize',
    value: '$150B+',
    icon: 'chart-pie',
    tone: 'indigo',
    labelKey: 'InvestmentPage.market.items.marketSize.label',
    descriptionKey: 'InvestmentPage.market.items.marketSize.description',
  },
  {
    id: 'growth',
    value: '25%',
    icon: 'trending-up',
    tone: 'emerald',
    labelKey: 'InvestmentPage.market.items.growth.label',
    descriptionKey: 'InvestmentPage.market.items.growth.description',
  },
  {
    id: 'targetUsers',
    value: '10M+',
    icon: 'users',
    tone: 'cyan',
    labelKey: 'InvestmentPage.market.items.targetUsers.label',
    descriptionKey: 'InvestmentPage.market.items.targetUsers.description',
  },
];
