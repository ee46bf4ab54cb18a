import type { IconName, MessageKey } from './types';

export type Capability = { id: string; icon: IconName; titleKey: MessageKey; descriptionKey: MessageKey };

/** Project: the eight capabilities. */
export const capabilities: Capability[] = [
  {
    id: 'nlu',
    icon: 'message-square-text',
    titleKey: 'ProjectPage.capabilities.items.nlu.title',
    descriptionKey: 'ProjectPage.capabilities.items.nlu.description',
  },
  {
    id: 'memory',
    icon: 'layers',
    titleKey: 'ProjectPage.capabilities.items.memory.title',
    descriptionKey: 'ProjectPage.capabilities.items.memory.description',
  },
  {
    id: 'emotional',
    icon: 'heart-handshake',
    titleKey: 'ProjectPage.capabilities.items.emotional.title',
    descriptionKey: 'ProjectPage.capabilities.items.emotional.description',
  },
  {
    id: 'multiTurn',
    icon: 'messages-square',
    titleKey: 'ProjectPage.capabilities.items.multiTurn.title',
    descriptionKey: 'ProjectPage.capabilities.items.multiTurn.description',
  },
  {
    id: 'realtime',
    icon: 'activity',
    titleKey: 'ProjectPage.capabilities.items.realtime.title',
    descriptionKey: 'ProjectPage.capabilities.items.realtime.description',
  },
  {
    id: 'crossPlatform',
    icon: 'monitor-smartphone',
    titleKey: 'ProjectPage.capabilities.items.crossPlatform.title',
    descriptionKey: 'ProjectPage.capabilities.items.crossPlatform.description',
  },
  {
    id: 'api',
    icon: 'braces',
    titleKey: 'ProjectPage.capabilities.items.api.title',
    descriptionKey: 'ProjectPage.capabilities.items.api.description',
  },
  {
    id: 'customTraining',
    icon: 'sliders-horizontal',
    titleKey: 'ProjectPage.capabilities.items.customTraining.title',
    descriptionKey: 'ProjectPage.capabilities.items.customTraining.description',
  },
];
