import type { IconCard, IconName, MessageKey, Tone } from './types';

export type ContactCard = {
  id: 'email' | 'phone' | 'location' | 'hours';
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  noteKey: MessageKey;
  detail: { kind: 'link'; text: string; href: string } | { kind: 'text'; key: MessageKey } | { kind: 'weekdayHours' };
};

export const CONTACT_EMAIL = 'contact@sahla.ma';
export const CONTACT_PHONE = '+212 522 48 12 30';

export const contactCards: ContactCard[] = [
  {
    id: 'email',
    icon: 'mail',
    tone: 'indigo',
    titleKey: 'ContactPage.cards.email.title',
    noteKey: 'ContactPage.cards.email.note',
    detail: { kind: 'link', text: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
  },
  {
    id: 'phone',
    icon: 'phone',
    tone: 'emerald',
    titleKey: 'ContactPage.cards.phone.title',
    noteKey: 'ContactPage.cards.phone.note',
    detail: { kind: 'link', text: CONTACT_PHONE, href: `tel:${CONTACT_PHONE.replace(/\s/g, '')}` },
  },
  {
    id: 'location',
    icon: 'map-pin',
    tone: 'rose',
    titleKey: 'ContactPage.cards.location.title',
    noteKey: 'ContactPage.cards.location.note',
    detail: { kind: 'text', key: 'ContactPage.cards.location.value' },
  },
  {
    id: 'hours',
    icon: 'clock',
    tone: 'amber',
    titleKey: 'ContactPage.cards.hours.title',
    noteKey: 'ContactPage.cards.hours.note',
    detail: { kind: 'weekdayHours' },
  },
];

export type Department = IconCard & { email: string };

export const departments: Department[] = [
  {
    id: 'general',
    icon: 'message-square',
    tone: 'indigo',
    email: 'info@sahla.ma',
    titleKey: 'ContactPage.departments.items.general.title',
    descriptionKey: 'ContactPage.departments.items.general.description',
  },
  {
    id: 'support',
    icon: 'headphones',
    tone: 'cyan',
    email: 'support@sahla.ma',
    titleKey: 'ContactPage.departments.items.support.title',
    descriptionKey: 'ContactPage.departments.items.support.description',
  },
  {
    id: 'business',
    icon: 'briefcase',
    tone: 'emerald',
    email: 'business@sahla.ma',
    titleKey: 'ContactPage.departments.items.business.title',
    descriptionKey: 'ContactPage.departments.items.business.description',
  },
  {
    id: 'press',
    icon: 'newspaper',
    tone: 'rose',
    email: 'press@sahla.ma',
    titleKey: 'ContactPage.departments.items.press.title',
    descriptionKey: 'ContactPage.departments.items.press.description',
  },
];
