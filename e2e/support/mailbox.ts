import { readFileSync } from 'node:fs';
import { mailboxFile } from '../../tooling/test/e2e-mailbox.ts';
import { parseMail, type ParsedMail } from '../../tests/helpers/mail-parser';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Every mail the e2e server's SMTP server has received so far. */
function received(): (ParsedMail & { envelopeTo: string[] })[] {
  let text = '';
  try {
    text = readFileSync(mailboxFile(port), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .map(({ to, raw }) => ({ ...parseMail(raw), envelopeTo: to }));
}

/** Waits for the first mail to `address` (that `matches`, when given), as the real SMTP server received it. */
export async function waitForMailTo(
  address: string,
  timeoutMs = 20_000,
  matches: (mail: ParsedMail) => boolean = () => true,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received().find((m) => m.envelopeTo.includes(address) && matches(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
