import { Accessibility, Compass, Lightbulb, Lock, Scale, Target } from 'lucide-react';
import type { IconCard } from './types';

/** About: the mission and vision cards. */
export const statements: IconCard[] = [
  {
    id: 'mission',
    icon: Target,
    tone: 'indigo',
    titleKey: 'AboutPage.mission.title',
    descriptionKey: 'AboutPage.mission.text',
  },
  {
    id: 'vision',
    icon: Compass,
    tone: 'cyan',
    titleKey: 'AboutPage.vision.title',
    descriptionKey: 'AboutPage.vision.text',
  },
];

/** About: the four values. */
export const values: IconCard[] = [
  {
    id: 'innovation',
    icon: Lightbulb,
    tone: 'amber',
    titleKey: 'AboutPage.values.items.innovation.title',
    descriptionKey: 'AboutPage.values.items.innovation.description',
  },
  {
    id: 'privacy',
    icon: Lock,
    tone: 'emerald',
    titleKey: 'AboutPage.values.items.privacy.title',
    descriptionKey: 'AboutPage.values.items.privacy.description',
  },
  {
    id: 'accessibility',
    icon: Accessibility,
    tone: 'cyan',
    titleKey: 'AboutPage.values.items.accessibility.title',
    descriptionKey: 'AboutPage.values.items.accessibility.description',
  },
  {
    id: 'ethics',
    icon: Scale,
    tone: 'violet',
    titleKey: 'AboutPage.values.items.ethics.title',
    descriptionKey: 'AboutPage.values.items.ethics.description',
  },
];
