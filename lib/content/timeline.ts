import type { IconName, MessageKey, Tone } from './types';

export type TimelineItem = {
  id: string;
  year: string;
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
};

/** About: the journey, oldest first. */
export const timeline: TimelineItem[] = [
  {
    id: 'founded',
    year: '2025',
    icon: 'flag',
    tone: 'indigo',
    titleKey: 'AboutPage.timeline.items.founded.title',
    descriptionKey: 'AboutPage.timeline.items.founded.description',
  },
  {
    id: 'development',
    year: '2025',
    icon: 'code',
    tone: 'cyan',
    titleKey: 'AboutPage.timeline.items.development.title',
    descriptionKey: 'AboutPage.timeline.items.development.description',
  },
  {
    id: 'beta',
    year: '2026',
    icon: 'rocket',
    tone: 'amber',
    titleKey: 'AboutPage.timeline.items.beta.title',
    descriptionKey: 'AboutPage.timeline.items.beta.description',
  },
  {
    id: 'launch',
    year: '2026',
    icon: 'globe',
    tone: 'emerald',
    titleKey: 'AboutPage.timeline.items.launch.title',
    descriptionKey: 'AboutPage.timeline.items.launch.description',
  },
];
