import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { postElements } from '@/components/blog/markdown-elements';
import { siteUrl } from '@/lib/config/site-url';
import { issueTree } from '@/lib/newsletter-issues/markdown';

/**
 * A sent issue's body on its web version: the tree its mail is made from (no raw HTML, uploaded
 * images only), drawn with the blog's elements (components/blog/markdown-elements.tsx). A link the reading marked as leading elsewhere
 * (rel) opens in a new window.
 */
export function IssueBody({ source }: { source: string }) {
  const tree = issueTree(source, siteUrl(), { absolute: false });
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: {
      ...postElements,
      a: ({ href, rel, children }) => (
        <a
          href={href}
          rel={rel}
          target={rel ? '_blank' : undefined}
          className="font-medium text-primary underline underline-offset-4 hover:opacity-80"
        >
          {children}
        </a>
      ),
    },
  });
}
