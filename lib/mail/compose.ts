import type { ContactInput } from '@/lib/forms/schemas/contact';
import type { InvestorInput } from '@/lib/forms/schemas/investor';

// Team mail is plain text; its HTML part escapes every line, so nothing a visitor typed renders as markup.

export type ComposedMail = {
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  /** The recipient when it is not the team (MAIL_TO). */
  to?: string;
  headers?: Record<string, string>;
};

export type TeamMail = ComposedMail & { replyTo: { name: string; address: string } };

const LANGUAGES: Record<string, string> = { en: 'English', ar: 'Arabic' };
const SUBJECTS: Record<string, string> = {
  general: 'General inquiry',
  support: 'Technical support',
  business: 'Business development',
  press: 'Media & press',
};

function lines(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value || '(not given)'}`).join('\n');
}

function footer(reference: string, receivedAt: Date, name: string): string {
  return `\n\nReceived: ${receivedAt.toISOString()}\nReference: ${reference}\n\nReply to this mail to answer ${name} directly.\n`;
}

export function investorMail(input: InvestorInput, reference: string, receivedAt: Date): TeamMail {
  const name = `${input.firstName} ${input.lastName}`;
  const text =
    `New investor inquiry from the website.\n\n` +
    lines([
      ['Opportunity', input.title],
      ['First name', input.firstName],
      ['Last name', input.lastName],
      ['Email', input.email],
      ['Phone', input.phone],
      ['Company', input.company ?? ''],
      ['Investment amount', input.investment],
      ['Language', LANGUAGES[input.locale ?? 'en'] ?? 'English'],
    ]) +
    footer(reference, receivedAt, name);
  return { subject: `Investor inquiry: ${input.title} (${name})`, text, replyTo: { name, address: input.email } };
}

export function contactMail(input: ContactInput, reference: string, receivedAt: Date): TeamMail {
  const subject = SUBJECTS[input.subject] ?? input.subject;
  const text =
    `New message from the website's contact form.\n\n` +
    lines([
      ['Subject', subject],
      ['Name', input.name],
      ['Email', input.email],
      ['Company', input.company ?? ''],
      ['Language', LANGUAGES[input.locale ?? 'en'] ?? 'English'],
    ]) +
    `\n\nMessage:\n${input.message}` +
    footer(reference, receivedAt, input.name);
  return { subject: `Contact: ${subject} (${input.name})`, text, replyTo: { name: input.name, address: input.email } };
}
