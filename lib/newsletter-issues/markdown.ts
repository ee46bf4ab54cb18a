import type { Element, ElementContent, Root as Hast } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { SKIP, visit } from 'unist-util-visit';
import { UPLOAD_TYPES } from '@/lib/uploads/rules';

// The one reading of an issue's Markdown: the form's check, the mail and the web version share its tree (docs/security.md).

/** The only image an issue may show. */
const UPLOAD = new RegExp(`^/uploads/[a-f0-9]{32}\\.(${Object.keys(UPLOAD_TYPES).join('|')})$`);
export const isUpload = (src: unknown): boolean => typeof src === 'string' && UPLOAD.test(src);

export type BodyProblem = 'image' | 'html';

export type IssueReading = { tree: Hast; problems: BodyProblem[] };

const SAFE_LINK = /^(https?:|mailto:)/i;
const sitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function replace(parent: { children: unknown[] }, index: number, content: ElementContent[]): [typeof SKIP, number] {
  parent.children.splice(index, 1, ...content);
  return [SKIP, index];
}

/** Parses once: raw HTML is reported, not kept; only uploads as images; links to web, mail or site targets only. */
export function readIssue(markdown: string): IssueReading {
  const problems = new Set<BodyProblem>();
  const mdast = fromMarkdown(markdown);
  visit(mdast, 'html', (node) => {
    problems.add(/<img\b/i.test(node.value) ? 'image' : 'html');
  });
  const tree = toHast(mdast) as Hast;
  visit(tree, 'element', (node: Element, index, parent) => {
    if (!parent || index === undefined) return;
    const props = node.properties;
    if (node.tagName === 'img' && !isUpload(props.src)) {
      problems.add('image');
      return replace(parent, index, []);
    }
    if (node.tagName === 'a') {
      const href = String(props.href ?? '');
      if (!SAFE_LINK.test(href) && !sitePath(href)) return replace(parent, index, node.children);
    }
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (level) node.tagName = `h${Math.min(4, Math.max(2, Number(level)))}`;
    if (node.tagName === 'pre' || (node.tagName === 'code' && parent.type === 'element' && parent.tagName !== 'pre')) {
      props.dir = 'ltr';
    }
  });
  return { tree, problems: [...problems] };
}

/** The same scheme, host and port as `origin`, exactly. */
export function isOwnLink(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Other sites' links get rel="noopener noreferrer nofollow"; `absolute` (a mail) prefixes own links with `origin`. */
export function issueTree(markdown: string, origin: string, { absolute }: { absolute: boolean }): Hast {
  const { tree } = readIssue(markdown);
  visit(tree, 'element', (node) => {
    const key = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : null;
    const url = key ? String(node.properties[key] ?? '') : '';
    if (!key || /^mailto:/i.test(url)) return;
    if (absolute && sitePath(url)) node.properties[key] = `${origin}${url}`;
    if (key === 'href' && !isOwnLink(url, origin)) node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
  });
  return tree;
}
