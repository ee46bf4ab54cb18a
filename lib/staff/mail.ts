import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { ComposedMail } from '@/lib/mail/compose';
import { siteUrl } from '@/lib/config/site-url';
import { localePath } from '@/lib/routing/locale-path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const TEXT = { en: en.AdminStaff.mail, ar: ar.AdminStaff.mail };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function linkUrl(locale: Locale, page: 'invitation' | 'reset', secret: string): string {
  return `${siteUrl()}${localePath(locale, `/admin/${page}`)}?token=${secret}`;
}

/** Plain text only. */
export function invitationMail(
  to: string,
  locale: Locale,
  inviter: string,
  role: string,
  secret: string,
): ComposedMail {
  const text = TEXT[locale];
  const values = { inviter, role: text.roles[role as keyof typeof text.roles] ?? role };
  return {
    to,
    subject: fill(text.inviteSubject, values),
    text: `${fill(text.inviteIntro, values)}\n\n${linkUrl(locale, 'invitation', secret)}\n\n${text.inviteExpiry}\n\n${text.notYou}\n`,
  };
}

export function resetMail(to: string, locale: Locale, secret: string): ComposedMail {
  const text = TEXT[locale];
  return {
    to,
    subject: text.resetSubject,
    text: `${text.resetIntro}\n\n${linkUrl(locale, 'reset', secret)}\n\n${text.resetExpiry}\n\n${text.notYou}\n`,
  };
}
