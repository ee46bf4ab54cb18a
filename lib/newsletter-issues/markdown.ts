import { escapeHtml } from '@/lib/mail/html';

// Markdown to mail-safe HTML for newsletter issues, following the blog's rules
// (components/blog/markdown.tsx): no raw HTML (every character a writer types is escaped), a
// top-level `#` becomes a second-level heading under the issue's own title, code reads left to
// right, links to other sites get rel="noopener noreferrer nofollow". Mail clients ignore most
// CSS, so the look comes from the inline styles of `STYLE`.

const STYLE = {
  h2: 'font-size:22px;line-height:1.35;margin:28px 0 8px;',
  h3: 'font-size:18px;line-height:1.4;margin:24px 0 8px;',
  h4: 'font-size:16px;line-height:1.4;margin:20px 0 6px;',
  p: 'margin:0 0 16px;line-height:1.7;',
  ul: 'margin:0 0 16px;padding-inline-start:24px;line-height:1.7;',
  ol: 'margin:0 0 16px;padding-inline-start:24px;line-height:1.7;',
  blockquote: 'margin:0 0 16px;padding-inline-start:12px;border-inline-start:4px solid #94a3b8;',
  pre: 'margin:0 0 16px;padding:12px;border-radius:8px;overflow-x:auto;font-size:13px;',
  code: 'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:0.9em;',
  img: 'max-width:100%;height:auto;border-radius:8px;display:block;margin:0 0 16px;',
  a: 'color:#2563eb;text-decoration:underline;',
} as const;

/** A link target a mail may carry: the web (own pages made absolute) or mail; anything else is dropped. */
function safeHref(href: string, origin: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return `${origin}${href}`;
  return null;
}

function inline(source: string, origin: string): string {
  // Code spans first, kept aside so nothing inside them is read as Markdown.
  const codes: string[] = [];
  let text = source.replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code dir="ltr" style="${STYLE.code}">${escapeHtml(code)}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  text = escapeHtml(text);
  text = text.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, alt: string, src: string) => {
    const url = safeHref(src, origin);
    return url ? `<img src="${url}" alt="${alt}" style="${STYLE.img}">` : '';
  });
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const url = safeHref(href.replace(/&#38;/g, '&'), origin);
    if (!url) return label;
    const external = /^https?:/i.test(url) && !url.startsWith(origin);
    const rel = external ? ' rel="noopener noreferrer nofollow"' : '';
    return `<a href="${escapeHtml(url)}"${rel} style="${STYLE.a}">${label}</a>`;
  });
  text = text.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/__([^_]+)__/g, '<strong>$1</strong>');
  text = text.replace(/\*([^*]+)\*/g, '<em>$1</em>').replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1<em>$2</em>');
  return text.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)] ?? '');
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

function block(lines: string[], origin: string): string {
  const first = lines[0] ?? '';
  const heading = /^(#{1,4})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    // `#` and `##` are both second-level: the issue's subject is the mail's only first-level heading.
    const level = Math.max(2, heading[1]!.length) as 2 | 3 | 4;
    return `<h${level} style="${STYLE[`h${level}`]}">${inline(heading[2]!, origin)}</h${level}>`;
  }
  if (lines.every((l) => l.startsWith('>'))) {
    const inner = lines.map((l) => l.replace(/^>\s?/, '')).join(' ');
    return `<blockquote style="${STYLE.blockquote}"><p style="${STYLE.p}">${inline(inner, origin)}</p></blockquote>`;
  }
  if (lines.every((l) => LIST_ITEM.test(l))) {
    const tag = /^\s*\d/.test(first) ? 'ol' : 'ul';
    const items = lines.map((l) => `<li>${inline(l.replace(LIST_ITEM, ''), origin)}</li>`).join('');
    return `<${tag} style="${STYLE[tag]}">${items}</${tag}>`;
  }
  return `<p style="${STYLE.p}">${inline(lines.join(' '), origin)}</p>`;
}

/** Renders an issue's Markdown body; `origin` makes the site's own links and images absolute. */
export function markdownToMailHtml(markdown: string, origin: string): string {
  const out: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) out.push(block(lines, origin));
    lines = [];
  };
  const source = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < source.length; i += 1) {
    const line = source[i]!;
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i += 1; i < source.length && !source[i]!.startsWith('```'); i += 1) code.push(source[i]!);
      out.push(
        `<pre dir="ltr" class="nl-pre" style="${STYLE.pre}"><code style="${STYLE.code}">${escapeHtml(code.join('\n'))}</code></pre>`,
      );
    } else if (line.trim() === '') flush();
    else if (/^#{1,4}\s/.test(line)) {
      flush();
      lines = [line];
      flush();
    } else lines.push(line);
  }
  flush();
  return out.join('\n');
}
