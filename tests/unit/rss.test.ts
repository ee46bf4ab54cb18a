import { buildRss, escapeXml, rfc822, type RssChannel } from '@/lib/seo/rss';

const channel: RssChannel = {
  title: 'Sahla Blog',
  link: 'https://sahla.example/blog',
  self: 'https://sahla.example/feed.xml',
  description: 'Articles & notes',
  language: 'en',
  items: [
    {
      title: 'Tools <b>&</b> "tricks"',
      link: 'https://sahla.example/blog/tools-abc123',
      description: 'Less < more\u0001',
      category: 'AI Trends',
      author: "O'Neil",
      date: '2026-11-21T19:00:00.000Z',
    },
  ],
};

test('an RSS 2.0 channel with language, self link and an escaped item', () => {
  const xml = buildRss(channel);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain('<language>en</language>');
  expect(xml).toContain('<atom:link href="https://sahla.example/feed.xml" rel="self" type="application/rss+xml"/>');
  expect(xml).toContain('<title>Tools &lt;b&gt;&amp;&lt;/b&gt; &quot;tricks&quot;</title>');
  expect(xml).toContain('<description>Less &lt; more</description>'); // control character dropped
  expect(xml).toContain('<guid isPermaLink="true">https://sahla.example/blog/tools-abc123</guid>');
  expect(xml).toContain('<pubDate>Sat, 21 Nov 2026 19:00:00 GMT</pubDate>');
  expect(xml).toContain('<dc:creator>O&apos;Neil</dc:creator>');
  expect(xml.match(/<item>/g)).toHaveLength(1);
});

test('an empty blog still makes a valid channel, without lastBuildDate', () => {
  const xml = buildRss({ ...channel, items: [] });
  expect(xml).not.toContain('<item>');
  expect(xml).not.toContain('lastBuildDate');
  expect(xml).toContain('</channel>\n</rss>');
});

test('RFC 822 dates and XML escaping', () => {
  expect(rfc822('2027-03-16T08:00:00.000Z')).toBe('Tue, 16 Mar 2027 08:00:00 GMT');
  expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
});
