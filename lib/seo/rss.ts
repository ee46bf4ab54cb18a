type RssItem = {
  title: string;
  link: string;
  description: string;
  category: string;
  author: string;
  date: string;
};

export type RssChannel = {
  title: string;
  /** The blog page the feed belongs to. */
  link: string;
  /** atom:link rel="self". */
  self: string;
  description: string;
  language: string;
  items: RssItem[];
};

// XML 1.0 forbids these C0 controls outright.
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(forbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** As RSS 2.0 requires ("Sat, 21 Nov 2026 19:00:00 GMT"). */
export const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(entry: RssItem): string {
  return [
    '    <item>',
    `      <title>${escapeXml(entry.title)}</title>`,
    `      <link>${escapeXml(entry.link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(entry.link)}</guid>`,
    `      <pubDate>${rfc822(entry.date)}</pubDate>`,
    `      <description>${escapeXml(entry.description)}</description>`,
    `      <category>${escapeXml(entry.category)}</category>`,
    `      <dc:creator>${escapeXml(entry.author)}</dc:creator>`,
    '    </item>',
  ].join('\n');
}

/** Items as given (newest first). */
export function buildRss(channel: RssChannel): string {
  const newest = channel.items[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...channel.items.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
