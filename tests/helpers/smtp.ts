import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail-parser';

export type ReceivedMail = ParsedMail & { envelope: { from: string; to: string[] } };

export type TestSmtp = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Starts again on the same port, keeping the messages received so far. */
  restart(): Promise<void>;
};

/**
 * `refuse(address)` true: RCPT TO for that address is answered 550 (a permanent refusal).
 * `accept(received)` false: the message (number `received` + 1) is answered 451 and not kept.
 */
type Options = { refuse?: (address: string) => boolean; accept?: (received: number) => Promise<boolean> };

function createServer(messages: ReceivedMail[], options: Options): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    disabledCommands: ['STARTTLS'], // plain SMTP on localhost; no certificate to trust
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.accept && !(await options.accept(messages.length))) {
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelope });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

/** A real SMTP server on localhost that keeps every message it receives. */
export async function startTestSmtp(options: Options = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let server = createServer(messages, options);
  const port = await listen(server, 0);
  let running = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      running = false;
      server.close(() => resolve());
    });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    stop,
    async restart() {
      await stop();
      server = createServer(messages, options);
      await listen(server, port);
      running = true;
    },
  };
}
