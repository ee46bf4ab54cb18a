import type { IconName } from '@/lib/ui/icon-names';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** A full path to a string in messages/en.json, checked by the compiler ('HomePage.hero.title'). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

export type { IconName };

/** Colour families for icons and accents; each maps to theme-safe classes in components/ui/tone.ts. */
export type Tone = 'indigo' | 'cyan' | 'emerald' | 'amber' | 'rose' | 'violet';

/** Icon, title and description: features, values, mission/vision, departments. */
export type IconCard = {
  id: string;
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
};

/** A figure shown as-is in every language (lib/content/claims.ts), with a translated label. */
export type Stat = {
  id: string;
  value: string;
  labelKey: MessageKey;
};
