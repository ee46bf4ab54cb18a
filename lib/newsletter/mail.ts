import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { ComposedMail } from '@/lib/mail/compose';
import { localePath } from '@/lib/routing/locale-path';
import { siteUrl } from '@/lib/config/site-url';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { signLink } from './links';

const TEXT = { en: en.Subscription.mail, ar: ar.Subscription.mail };
type Subscriber = { _id: unknown; email: string; locale: string };

const langOf = (locale: string): Locale => (locale === 'ar' ? 'ar' : 'en');

function pageLink(subscriber: Subscriber, purpose: 'confirm' | 'unsubscribe'): string {
  const path = localePath(langOf(subscriber.locale), `/newsletter/${purpose}`);
  return `${siteUrl()}${path}?token=${signLink(purpose, String(subscriber._id))}`;
}

/** The page link and the RFC 8058 headers, so mail clients offer one-click "Unsubscribe". */
export function unsubscribeLinks(subscriber: Subscriber) {
  const oneClick = `${siteUrl()}/api/newsletter/unsubscribe?token=${signLink('unsubscribe', String(subscriber._id))}`;
  return {
    page: pageLink(subscriber, 'unsubscribe'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function subscriberMail(subscriber: Subscriber, subject: string, body: string): ComposedMail {
  const text = TEXT[langOf(subscriber.locale)];
  const links = unsubscribeLinks(subscriber);
  return {
    to: subscriber.email,
    subject,
    text: `${body}\n\n--\n${text.footer}\n${links.page}\n`,
    headers: links.headers,
  };
}

/** Only its link makes the address confirmed. */
export function confirmationMail(subscriber: Subscriber): ComposedMail {
  const text = TEXT[langOf(subscriber.locale)];
  const body = `${text.greeting}\n\n${text.confirmIntro}\n${pageLink(subscriber, 'confirm')}\n\n${text.notYou}`;
  return subscriberMail(subscriber, text.confirmSubject, body);
}
