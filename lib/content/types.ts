import type { IconName } from '@/lib/ui/icon-names';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** A checked path into messages/en.json ('HomePage.hero.title'). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

export type { IconName };

/** Each maps to theme-safe classes in components/ui/tone.ts. */
export type Tone = 'indigo' | 'cyan' | 'emerald' | 'amber' | 'rose' | 'violet';

export type IconCard = {
  id: string;
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
};

/** Shown as-is in every language (lib/content/claims.ts), with a translated label. */
export type Stat = {
  id: string;
  value: string;
  labelKey: MessageKey;
};
