import type { IconCard } from './types';

/** About: the mission and vision cards. */
export const statements: IconCard[] = [
  {
    id: 'mission',
    icon: 'target',
    tone: 'indigo',
    titleKey: 'AboutPage.mission.title',
    descriptionKey: 'AboutPage.mission.text',
  },
  {
    id: 'vision',
    icon: 'compass',
    tone: 'cyan',
    titleKey: 'AboutPage.vision.title',
    descriptionKey: 'AboutPage.vision.text',
  },
];

/** About: the four values. */
export const values: IconCard[] = [
  {
    id: 'innovation',
    icon: 'lightbulb',
    tone: 'amber',
    titleKey: 'AboutPage.values.items.innovation.title',
    descriptionKey: 'AboutPage.values.items.innovation.description',
  },
  {
    id: 'privacy',
    icon: 'lock',
    tone: 'emerald',
    titleKey: 'AboutPage.values.items.privacy.title',
    descriptionKey: 'AboutPage.values.items.privacy.description',
  },
  {
    id: 'accessibility',
    icon: 'accessibility',
    tone: 'cyan',
    titleKey: 'AboutPage.values.items.accessibility.title',
    descriptionKey: 'AboutPage.values.items.accessibility.description',
  },
  {
    id: 'ethics',
    icon: 'scale',
    tone: 'violet',
    titleKey: 'AboutPage.values.items.ethics.title',
    descriptionKey: 'AboutPage.values.items.ethics.description',
  },
];
