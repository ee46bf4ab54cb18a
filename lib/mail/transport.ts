import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/config/env';

/** `quick` for the attempt made while the visitor waits; `patient` for the background worker. */
export type Pace = 'quick' | 'patient';

const TIMEOUTS: Record<Pace, { connectionTimeout: number; greetingTimeout: number; socketTimeout: number }> = {
  quick: { connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 5_000 },
  patient: { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
};

type OutgoingMail = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  headers?: Record<string, string>;
};

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** Sends one mail over SMTP_URL and returns its Message-ID; throws on any failure. */
export async function sendOverSmtp(mail: OutgoingMail, pace: Pace): Promise<string> {
  const url = env().SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  // One connection per mail: mail here is rare, and a fresh connection never inherits a broken one.
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS[pace] });
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo.address ? mail.replyTo : undefined,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
    });
    return String(info.messageId ?? '');
  } finally {
    transport.close();
  }
}
