import { fill } from '../fill';
import type { InboxLabels } from './labels';

/** A stored ISO time on the team's clock, in the page's language. */
export function formatTime(value: unknown, labels: Pick<InboxLabels, 'locale' | 'timeZone'>): string {
  if (typeof value !== 'string') return '';
  return new Intl.DateTimeFormat(labels.locale === 'ar' ? 'ar-MA' : 'en-GB', {
    timeZone: labels.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

type MailState = { state: string; sentAt?: string; attempts?: number; lastError?: string };

/** "Queued", "Sent 3 Jan 2026, 10:04", "Failing after 3 attempts: …" */
export function describeMail(mail: unknown, labels: InboxLabels): string {
  const m = (mail ?? { state: 'none' }) as MailState;
  const template = labels.inbox.mailStates[m.state as keyof InboxLabels['inbox']['mailStates']] ?? m.state;
  return fill(template, { time: formatTime(m.sentAt, labels), attempts: m.attempts ?? 0, error: m.lastError ?? '' });
}

/** A value's label when the catalogue has one (status, kind, source, subject, language), else the value. */
export function labelFor(column: string, value: unknown, labels: InboxLabels): string {
  const maps: Record<string, Record<string, string>> = {
    status: labels.inbox.statuses,
    kind: labels.inbox.kinds,
    source: labels.inbox.sources,
    subject: labels.inbox.subjects,
    locale: labels.inbox.languages,
  };
  const text = value === null || value === undefined ? '' : String(value);
  if (column === 'action') {
    const [group, name] = text.split('.');
    const entry = (labels.audit.actions as Record<string, unknown>)[group ?? ''];
    return (typeof entry === 'string' ? entry : (entry as Record<string, string> | undefined)?.[name ?? '']) ?? text;
  }
  return maps[column]?.[text] ?? text;
}
