import {
  Activity,
  Braces,
  HeartHandshake,
  Layers,
  MessageSquareText,
  MessagesSquare,
  MonitorSmartphone,
  SlidersHorizontal,
} from 'lucide-react';
import type { Icon, MessageKey } from './types';

export type Capability = { id: string; icon: Icon; titleKey: MessageKey; descriptionKey: MessageKey };

/** Project: the eight capabilities. */
export const capabilities: Capability[] = [
  {
    id: 'nlu',
    icon: MessageSquareText,
    titleKey: 'ProjectPage.capabilities.items.nlu.title',
    descriptionKey: 'ProjectPage.capabilities.items.nlu.description',
  },
  {
    id: 'memory',
    icon: Layers,
    titleKey: 'ProjectPage.capabilities.items.memory.title',
    descriptionKey: 'ProjectPage.capabilities.items.memory.description',
  },
  {
    id: 'emotional',
    icon: HeartHandshake,
    titleKey: 'ProjectPage.capabilities.items.emotional.title',
    descriptionKey: 'ProjectPage.capabilities.items.emotional.description',
  },
  {
    id: 'multiTurn',
    icon: MessagesSquare,
    titleKey: 'ProjectPage.capabilities.items.multiTurn.title',
    descriptionKey: 'ProjectPage.capabilities.items.multiTurn.description',
  },
  {
    id: 'realtime',
    icon: Activity,
    titleKey: 'ProjectPage.capabilities.items.realtime.title',
    descriptionKey: 'ProjectPage.capabilities.items.realtime.description',
  },
  {
    id: 'crossPlatform',
    icon: MonitorSmartphone,
    titleKey: 'ProjectPage.capabilities.items.crossPlatform.title',
    descriptionKey: 'ProjectPage.capabilities.items.crossPlatform.description',
  },
  {
    id: 'api',
    icon: Braces,
    titleKey: 'ProjectPage.capabilities.items.api.title',
    descriptionKey: 'ProjectPage.capabilities.items.api.description',
  },
  {
    id: 'customTraining',
    icon: SlidersHorizontal,
    titleKey: 'ProjectPage.capabilities.items.customTraining.title',
    descriptionKey: 'ProjectPage.capabilities.items.customTraining.description',
  },
];
