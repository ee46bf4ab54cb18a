import { Code, Flag, Globe, Rocket } from 'lucide-react';
import type { Icon, MessageKey, Tone } from './types';

export type TimelineItem = {
  id: string;
  year: string;
  icon: Icon;
  tone: Tone;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
};

/** About: the journey, oldest first. */
export const timeline: TimelineItem[] = [
  {
    id: 'founded',
    year: '2025',
    icon: Flag,
    tone: 'indigo',
    titleKey: 'AboutPage.timeline.items.founded.title',
    descriptionKey: 'AboutPage.timeline.items.founded.description',
  },
  {
    id: 'development',
    year: '2025',
    icon: Code,
    tone: 'cyan',
    titleKey: 'AboutPage.timeline.items.development.title',
    descriptionKey: 'AboutPage.timeline.items.development.description',
  },
  {
    id: 'beta',
    year: '2026',
    icon: Rocket,
    tone: 'amber',
    titleKey: 'AboutPage.timeline.items.beta.title',
    descriptionKey: 'AboutPage.timeline.items.beta.description',
  },
  {
    id: 'launch',
    year: '2026',
    icon: Globe,
    tone: 'emerald',
    titleKey: 'AboutPage.timeline.items.launch.title',
    descriptionKey: 'AboutPage.timeline.items.launch.description',
  },
];
