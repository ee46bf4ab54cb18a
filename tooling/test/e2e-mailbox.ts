// The e2e run's mail server: a real SMTP server (smtp-server) on a free local port that appends
// every message it receives, raw, as one JSON line to a file the Playwright specs read
// (e2e/support/mailbox.ts). Test harness only: the site just sees an ordinary SMTP_URL.
import { appendFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the run on `port` keeps its captured mail. */
export function mailboxFile(port: number): string {
  return path.join(os.tmpdir(), `sahla-e2e-mail-${port}.jsonl`);
}

/** Starts the server; resolves with its smtp:// URL and a stop function. */
export async function startMailbox(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = mailboxFile(port);
  writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
