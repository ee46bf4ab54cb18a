// Form-to-mail path (docs/mail.md#states), sent: the hand-off to SMTP.
import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/config/env';
import { withDeadline } from '@/lib/deadline/with-deadline';

/** `quick` for the attempt made while the visitor waits; `patient` for the background worker. */
export type Pace = 'quick' | 'patient';

type Timeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };

// Each step (connect, greeting, every command) gets SMTP_TIMEOUT_MS; the visitor's quick attempt
// gets at most 3 s to connect and greet and 5 s per command, then the worker takes over.
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
  /** The same for every attempt at one outbox row: a copy a crash made twice is one message to the receiver. */
  messageId?: string;
};

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** Sends one mail over SMTP_URL and returns its Message-ID; throws on any failure. */
export async function sendOverSmtp(mail: OutgoingMail, pace: Pace): Promise<string> {
  const url = env().SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  // One connection per mail: mail here is rare, and a fresh connection never inherits a broken one.
  const limits = timeouts(pace);
  // nodemailer reports the message's last byte written (the end-of-data dot) as an info entry of
  // its "message" kind; from then on the server may have it whole and only its answer is awaited.
  let handedOver = false;
  const quiet = () => undefined;
  const logger = {
    ...{ trace: quiet, debug: quiet, warn: quiet, error: quiet, fatal: quiet },
    info(entry?: { tnx?: string; outByteCount?: number }) {
      if (entry?.tnx === 'message' && typeof entry.outByteCount === 'number') handedOver = true;
    },
  };
  const transport = nodemailer.createTransport({ url, ...limits, logger });
  // A server that trickles bytes resets the per-step timers; three steps' worth bounds the whole
  // send, well inside the outbox lease (2 min), so an abandoned send is never retried while it
  // might still be going out: the connection is closed first, and the mail goes out once later.
  // Past the end of the message it is not abandoned (the server may already have it; a retry
  // would deliver it twice): its answer is awaited for one more step's socket timeout.
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
          // Text and HTML as multipart/alternative; plain-text mail stays single-part.
          html: mail.html || undefined,
          headers: mail.headers,
          messageId: mail.messageId,
          // Closes the connection on a missed deadline, before the message's end can reach the server.
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
