import type { Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { issueTree } from './markdown';

// Mail clients ignore most CSS: inline styles set on the parsed tree; the serializer escapes every text and attribute.
const STYLE: Record<string, string> = {
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
  strong: 'font-weight:700;',
  em: 'font-style:italic;',
  hr: 'border:0;border-top:1px solid #cbd5e1;margin:24px 0;',
};

// The dark look comes from the mail's <style> (./mail.ts).
const CLASS: Record<string, string[]> = { pre: ['nl-pre'] };

/** `origin` makes the site's own links and images absolute. */
export function markdownToMailHtml(markdown: string, origin: string): string {
  const tree = issueTree(markdown, origin, { absolute: true });
  visit(tree, 'element', (node) => {
    const extra: Properties = {};
    if (STYLE[node.tagName]) extra.style = STYLE[node.tagName];
    if (CLASS[node.tagName]) extra.className = CLASS[node.tagName];
    node.properties = { ...node.properties, ...extra };
  });
  return toHtml(tree);
}
