// A small parser for the mails the site sends (mailparser does not install here): unfolded headers
// with RFC 2047 encoded words decoded, the body decoded from its transfer encoding, and for a
// multipart/alternative mail its text part as `text` and its HTML part as `html`.

export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  contentType: string;
  text: string;
  /** The HTML part of a text + HTML mail; '' for a plain-text one. */
  html: string;
  raw: string;
};

function decodeQ(text: string): Buffer {
  const bytes = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** Decodes =?charset?B|Q?...?= words; whitespace between two encoded words is dropped (RFC 2047 §6.2). */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQ(text)).toString('utf8'),
    );
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes = soft.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parsePart(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  return {
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
    replyTo: headers['reply-to'] ?? '',
    contentType: headers['content-type'] ?? '',
    text: text.replace(/\r\n/g, '\n'),
    html: '',
    raw,
  };
}

export function parseMail(raw: string): ParsedMail {
  const mail = parsePart(raw);
  if (!mail.contentType.startsWith('multipart/')) return mail;
  return { ...mail, text: partOf(mail, 'text/plain'), html: partOf(mail, 'text/html') };
}

/** The parts of a multipart mail (text and HTML of a newsletter issue), each parsed and decoded. */
export function mailParts(mail: ParsedMail): ParsedMail[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.contentType)?.[1];
  if (!boundary) return [mail];
  return mail.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r?\n/, '')));
}

/** The decoded part of one content type (`text/plain`, `text/html`), or '' when absent. */
export const partOf = (mail: ParsedMail, type: string) =>
  mailParts(mail).find((part) => part.contentType.startsWith(type))?.text ?? '';
