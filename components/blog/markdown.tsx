import Markdown from 'react-markdown';
import { postElements } from './markdown-elements';

/**
 * A post's Markdown as React elements. Raw HTML in the source is dropped (skipHtml), and
 * react-markdown's default URL filter removes javascript: and other unsafe link targets.
 */
export function PostMarkdown({ source }: { source: string }) {
  return (
    <Markdown skipHtml components={postElements}>
      {source}
    </Markdown>
  );
}
