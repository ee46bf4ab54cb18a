import type { IconCard } from './types';

/** Home: the six-card feature grid. */
export const homeFeatures: IconCard[] = [
  {
    id: 'intelligence',
    icon: 'brain',
    tone: 'indigo',
    titleKey: 'HomePage.features.items.intelligence.title',
    descriptionKey: 'HomePage.features.items.intelligence.description',
  },
  {
    id: 'learning',
    icon: 'graduation-cap',
    tone: 'cyan',
    titleKey: 'HomePage.features.items.learning.title',
    descriptionKey: 'HomePage.features.items.learning.description',
  },
  {
    id: 'speed',
    icon: 'zap',
    tone: 'amber',
    titleKey: 'HomePage.features.items.speed.title',
    descriptionKey: 'HomePage.features.items.speed.description',
  },
  {
    id: 'security',
    icon: 'shield-check',
    tone: 'emerald',
    titleKey: 'HomePage.features.items.security.title',
    descriptionKey: 'HomePage.features.items.security.description',
  },
  {
    id: 'scale',
    icon: 'globe',
    tone: 'violet',
    titleKey: 'HomePage.features.items.scale.title',
    descriptionKey: 'HomePage.features.items.scale.description',
  },
  {
    id: 'creative',
    icon: 'sparkles',
    tone: 'rose',
    titleKey: 'HomePage.features.items.creative.title',
    descriptionKey: 'HomePage.features.items.creative.description',
  },
];

/** Project: the six core features. */
export const projectFeatures: IconCard[] = [
  {
    id: 'conversations',
    icon: 'messages-square',
    tone: 'indigo',
    titleKey: 'ProjectPage.features.items.conversations.title',
    descriptionKey: 'ProjectPage.features.items.conversations.description',
  },
  {
    id: 'learning',
    icon: 'brain-circuit',
    tone: 'cyan',
    titleKey: 'ProjectPage.features.items.learning.title',
    descriptionKey: 'ProjectPage.features.items.learning.description',
  },
  {
    id: 'speed',
    icon: 'zap',
    tone: 'amber',
    titleKey: 'ProjectPage.features.items.speed.title',
    descriptionKey: 'ProjectPage.features.items.speed.description',
  },
  {
    id: 'privacy',
    icon: 'shield-check',
    tone: 'emerald',
    titleKey: 'ProjectPage.features.items.privacy.title',
    descriptionKey: 'ProjectPage.features.items.privacy.description',
  },
  {
    id: 'multilingual',
    icon: 'languages',
    tone: 'violet',
    titleKey: 'ProjectPage.features.items.multilingual.title',
    descriptionKey: 'ProjectPage.features.items.multilingual.description',
  },
  {
    id: 'advancedAi',
    icon: 'cpu',
    tone: 'rose',
    titleKey: 'ProjectPage.features.items.advancedAi.title',
    descriptionKey: 'ProjectPage.features.items.advancedAi.description',
  },
];
