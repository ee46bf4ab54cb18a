import {
  Brain,
  BrainCircuit,
  Cpu,
  GraduationCap,
  Globe,
  Languages,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  Zap,
} from 'lucide-react';
import type { IconCard } from './types';

/** Home: the six-card feature grid. */
export const homeFeatures: IconCard[] = [
  {
    id: 'intelligence',
    icon: Brain,
    tone: 'indigo',
    titleKey: 'HomePage.features.items.intelligence.title',
    descriptionKey: 'HomePage.features.items.intelligence.description',
  },
  {
    id: 'learning',
    icon: GraduationCap,
    tone: 'cyan',
    titleKey: 'HomePage.features.items.learning.title',
    descriptionKey: 'HomePage.features.items.learning.description',
  },
  {
    id: 'speed',
    icon: Zap,
    tone: 'amber',
    titleKey: 'HomePage.features.items.speed.title',
    descriptionKey: 'HomePage.features.items.speed.description',
  },
  {
    id: 'security',
    icon: ShieldCheck,
    tone: 'emerald',
    titleKey: 'HomePage.features.items.security.title',
    descriptionKey: 'HomePage.features.items.security.description',
  },
  {
    id: 'scale',
    icon: Globe,
    tone: 'violet',
    titleKey: 'HomePage.features.items.scale.title',
    descriptionKey: 'HomePage.features.items.scale.description',
  },
  {
    id: 'creative',
    icon: Sparkles,
    tone: 'rose',
    titleKey: 'HomePage.features.items.creative.title',
    descriptionKey: 'HomePage.features.items.creative.description',
  },
];

/** Project: the six core features. */
export const projectFeatures: IconCard[] = [
  {
    id: 'conversations',
    icon: MessagesSquare,
    tone: 'indigo',
    titleKey: 'ProjectPage.features.items.conversations.title',
    descriptionKey: 'ProjectPage.features.items.conversations.description',
  },
  {
    id: 'learning',
    icon: BrainCircuit,
    tone: 'cyan',
    titleKey: 'ProjectPage.features.items.learning.title',
    descriptionKey: 'ProjectPage.features.items.learning.description',
  },
  {
    id: 'speed',
    icon: Zap,
    tone: 'amber',
    titleKey: 'ProjectPage.features.items.speed.title',
    descriptionKey: 'ProjectPage.features.items.speed.description',
  },
  {
    id: 'privacy',
    icon: ShieldCheck,
    tone: 'emerald',
    titleKey: 'ProjectPage.features.items.privacy.title',
    descriptionKey: 'ProjectPage.features.items.privacy.description',
  },
  {
    id: 'multilingual',
    icon: Languages,
    tone: 'violet',
    titleKey: 'ProjectPage.features.items.multilingual.title',
    descriptionKey: 'ProjectPage.features.items.multilingual.description',
  },
  {
    id: 'advancedAi',
    icon: Cpu,
    tone: 'rose',
    titleKey: 'ProjectPage.features.items.advancedAi.title',
    descriptionKey: 'ProjectPage.features.items.advancedAi.description',
  },
];
