import { renderToStaticMarkup } from 'react-dom/server';
import { IssueBody } from '@/components/newsletter/issue-body';
import { markdownToMailHtml } from '@/lib/newsletter-issues/mail-body';
import { isOwnLink } from '@/lib/newsletter-issues/markdown';
import { issueInputSchema } from '@/lib/newsletter-issues/schema';

// One reading of an issue's Markdown: what the form accepts is what the mail and the web version
// show, and neither shows an image that is not an upload, however it was written.
const ORIGIN = 'https://sahla.ma';
process.env.SITE_URL = ORIGIN;

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.png';
const mail = (markdown: string) => markdownToMailHtml(markdown, ORIGIN);
const web = (markdown: string) => renderToStaticMarkup(<IssueBody source={markdown} />);

/** The field error the form shows for an English body, or undefined when it is accepted. */
function bodyError(enBody: string): string | undefined {
  const parsed = issueInputSchema.safeParse({ enSubject: 'Sahla this month', enBody });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'enBody')?.message;
}

/** Every attribute value of the markup (the serializers quote them with "). */
const attributes = (html: string) => [...html.matchAll(/\s[a-z-]+="([^"]*)"/g)].map((m) => m[1]!);

test('a normal issue mails headings, lists, links, bold and italic with inline styles', () => {
  const html = mail(
    '# News\n\nWe shipped **three** things, *quietly*.\n\n- the assistant\n- reports\n\n1. one\n2. two\n\n' +
      '[Read more](/blog) or [elsewhere](https://example.org/a).\n\n> A quote\n\n```\nconst a = 1;\n```',
  );
  expect(html).toMatch(/<h2 style="font-size:22px;[^"]*">News<\/h2>/);
  expect(html).toMatch(/<strong style="font-weight:700;">three<\/strong>/);
  expect(html).toMatch(/<em style="font-style:italic;">quietly<\/em>/);
  expect(html).toMatch(/<ul style="[^"]*padding-inline-start:24px[^"]*">\s*<li>the assistant<\/li>/);
  expect(html).toMatch(/<ol style="[^"]*">\s*<li>one<\/li>/);
  expect(html).toContain(`<a href="${ORIGIN}/blog" style="color:#2563eb;text-decoration:underline;">Read more</a>`);
  expect(html).toMatch(/<a href="https:\/\/example.org\/a" rel="noopener noreferrer nofollow" style="[^"]+">elsewhere/);
  expect(html).toMatch(/<blockquote style="[^"]+">\s*<p style="[^"]+">A quote<\/p>/);
  expect(html).toMatch(/<pre dir="ltr" style="[^"]+" class="nl-pre"><code style="[^"]+">const a = 1;\n<\/code><\/pre>/);
});

test('whatever is typed into a link or its text stays inside it: no new markup, no broken attribute', () => {
  const body =
    'Code `x<y` and a link [`a`](https://example.org/\u00000\u0000) to ' +
    '[a "quoted" <b>text</b>](https://example.org/a"onmouseover="alert(1)) here.';
  for (const html of [mail(body), web(body)]) {
    expect(html).not.toMatch(/onmouseover="|<b>/);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html.match(/<code/g)).toHaveLength(2);
    expect(html).toMatch(/href="https:\/\/example.org\/a%22onmouseover=%22alert\(1\)"/);
    for (const value of attributes(html)) expect(value).not.toMatch(/[<>]/);
  }
});

test('emphasis markers inside a link target or an image text never become markup in an attribute', () => {
  const body = `[a *b* c](https://example.org/*x*/__y__/a_b_c) and ![*shiny* logo](${UPLOAD})`;
  for (const html of [mail(body), web(body)]) {
    expect(html).toContain('href="https://example.org/*x*/__y__/a_b_c"');
    expect(html).toContain('alt="shiny logo"');
    expect(html).toMatch(/<a [^>]+>a <em[^>]*>b<\/em> c<\/a>/);
    for (const value of attributes(html)) expect(value).not.toMatch(/<(em|strong)/);
  }
});

test("only the site's exact origin is its own link: sahla.ma.evil.com is another site", () => {
  expect(isOwnLink('https://sahla.ma/blog', ORIGIN)).toBe(true);
  expect(isOwnLink('/blog', ORIGIN)).toBe(true);
  expect(isOwnLink('https://sahla.ma.evil.com/blog', ORIGIN)).toBe(false);
  expect(isOwnLink('https://sahla.ma:8443/blog', ORIGIN)).toBe(false);
  expect(isOwnLink('http://sahla.ma/blog', ORIGIN)).toBe(false);
  const body = '[ours](https://sahla.ma/blog) and [theirs](https://sahla.ma.evil.com/login)';
  for (const html of [mail(body), web(body)]) {
    expect(html).toMatch(/<a href="https:\/\/sahla\.ma\/blog"(?! rel)[^>]*>ours/);
    expect(html).toMatch(/<a href="https:\/\/sahla\.ma\.evil\.com\/login" rel="noopener noreferrer nofollow"/);
  }
});

describe('images that are not uploads', () => {
  const cases = [
    ['an inline remote image', '![pixel](https://tracker.example/p.gif)', 'image'],
    ['a reference-style image', 'Hello ![pixel][r]\n\n[r]: https://tracker.example/p.gif', 'image'],
    ['a reference-style image with a title', '![pixel][R]\n\n[r]: <https://tracker.example/p.gif> "t"', 'image'],
    ['an HTML image', 'Hello <img src="https://tracker.example/p.gif">', 'image'],
    ['an HTML image on its own line', '<img src="/uploads/0123456789abcdef0123456789abcdef.png">', 'image'],
    ['a look-alike upload path', '![x](/uploads/../secret.png)', 'image'],
    ['other HTML', 'Hello <span onclick="x()">there</span>', 'html'],
  ] as const;

  it.each(cases)('%s is refused by the form with a clear field error', (_, body, code) => {
    expect(bodyError(body)).toBe(code);
  });

  it.each(cases)('%s, stored before this rule, shows in neither the mail nor the web version', (_, body) => {
    for (const html of [mail(body), web(body)]) {
      expect(html).not.toMatch(/<img|tracker\.example|<span|onclick|secret/);
    }
  });
});

test('an uploaded image is accepted and shown in the mail (absolute) and on the web version', () => {
  const body = `Our new office:\n\n![The office](${UPLOAD})\n\n![Again][office]\n\n[office]: ${UPLOAD}`;
  expect(bodyError(body)).toBeUndefined();
  const sent = mail(body);
  expect(sent.match(/<img /g)).toHaveLength(2);
  expect(sent).toMatch(new RegExp(`<img src="${ORIGIN}${UPLOAD}" alt="The office" style="max-width:100%;[^"]*">`));
  const page = web(body);
  expect(page.match(/<img /g)).toHaveLength(2);
  expect(page).toContain(`src="${UPLOAD}" alt="The office"`);
});
