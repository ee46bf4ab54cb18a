import type { IconName, MessageKey, Tone } from './types';

export type Opportunity = {
  id: 'seriesA' | 'partnership' | 'grants';
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  /** "$5M–$10M", "Equity + Resources": words in Arabic, figures kept in order by <ltr> in the message. */
  amountKey: MessageKey;
  stageKey: MessageKey;
  descriptionKey: MessageKey;
  featureKeys: MessageKey[];
};

export const opportunities: Opportunity[] = [
  {
    id: 'seriesA',
    icon: 'rocket',
    tone: 'indigo',
    titleKey: 'InvestmentPage.opportunities.items.seriesA.title',
    amountKey: 'InvestmentPage.opportunities.items.seriesA.amount',
    stageKey: 'InvestmentPage.opportunities.items.seriesA.stage',
    descriptionKey: 'InvestmentPage.opportunities.items.seriesA.description',
    featureKeys: [
      'InvestmentPage.opportunities.items.seriesA.features.equity',
      'InvestmentPage.opportunities.items.seriesA.features.board',
      'InvestmentPage.opportunities.items.seriesA.features.updates',
    ],
  },
  {
    id: 'partnership',
    icon: 'handshake',
    tone: 'cyan',
    titleKey: 'InvestmentPage.opportunities.items.partnership.title',
    amountKey: 'InvestmentPage.opportunities.items.partnership.amount',
    stageKey: 'InvestmentPage.opportunities.items.partnership.stage',
    descriptionKey: 'InvestmentPage.opportunities.items.partnership.description',
    featureKeys: [
      'InvestmentPage.opportunities.items.partnership.features.codevelopment',
      'InvestmentPage.opportunities.items.partnership.features.earlyAccess',
      'InvestmentPage.opportunities.items.partnership.features.goToMarket',
    ],
  },
  {
    id: 'grants',
    icon: 'landmark',
    tone: 'emerald',
    titleKey: 'InvestmentPage.opportunities.items.grants.title',
    amountKey: 'InvestmentPage.opportunities.items.grants.amount',
    stageKey: 'InvestmentPage.opportunities.items.grants.stage',
    descriptionKey: 'InvestmentPage.opportunities.items.grants.description',
    featureKeys: [
      'InvestmentPage.opportunities.items.grants.features.nonDilutive',
      'InvestmentPage.opportunities.items.grants.features.research',
      'InvestmentPage.opportunities.items.grants.features.inclusion',
    ],
  },
];
