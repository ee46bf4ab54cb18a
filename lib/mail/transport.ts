// The hand-off to SMTP: "sent" (docs/mail.md, States).
import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/config/env';
import { withDeadline } from '@/lib/deadline/with-deadline';

export type Pace = 'quick' | 'patient';

type Timeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };

// The visitor's quick attempt gets at most 3 s to connect and greet and 5 s per command.
function timeouts(pace: Pace): Timeouts {
  const ms = env().SMTP_TIMEOUT_MS;
  if (pace === 'patient') return { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: ms };
  return {
    connectionTimeout: Math.min(ms, 3_000),
    greetingTimeout: Math.min(ms, 3_000),
    socketTimeout: Math.min(ms, 5_000),
  };
}

type OutgoingMail = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** The same for every attempt at one outbox row. */
  messageId?: string;
};

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

export async function sendOverSmtp(mail: OutgoingMail, pace: Pace): Promise<string> {
  const url = env().SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  // One connection per mail: mail is rare, and a fresh connection never inherits a broken one.
  const limits = timeouts(pace);
  // nodemailer logs the end-of-data dot as a "message" info entry: after it the server may have the mail.
  let handedOver = false;
  const quiet = () => undefined;
  const logger = {
    ...{ trace: quiet, debug: quiet, warn: quiet, error: quiet, fatal: quiet },
    info(entry?: { tnx?: string; outByteCount?: number }) {
      if (entry?.tnx === 'message' && typeof entry.outByteCount === 'number') handedOver = true;
    },
  };
  const transport = nodemailer.createTransport({ url, ...limits, logger });
  // Three steps bound the send, inside the outbox lease, so an abandoned send is closed before a retry.
  // Past the message's end it is not abandoned (a retry would deliver twice): one more step awaits the answer.
  const whole = limits.connectionTimeout + limits.greetingTimeout + limits.socketTimeout;
  try {
    return await withDeadline(
      'smtp',
      whole,
      async (signal) => {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo.address ? mail.replyTo : undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html || undefined,
          headers: mail.headers,
          messageId: mail.messageId,
          // Closes the connection on a missed deadline, before the message's end reaches the server.
          signal,
        });
        return String(info.messageId ?? '');
      },
      { holdOn: () => handedOver },
    );
  } finally {
    transport.close();
  }
}
