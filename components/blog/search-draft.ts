import { useLayoutEffect, useRef, type RefObject } from 'react';

type Draft = { path: string; value: string; start: number | null; end: number | null; searched: string[] };

// At most one: set as a focused search box is removed, taken by the box drawn in the same commit.
let carried: Draft | null = null;

function carry(element: HTMLInputElement, path: string, searched: string[]) {
  const { value, selectionStart: start, selectionEnd: end } = element;
  carried = { path, value, start, end, searched };
  setTimeout(() => (carried = null), 0);
}

/**
 * The draft of the box this one replaces, when this box shows one of its searches, put into this
 * box: text, caret and focus. Any other new page (back, forward, a link) starts from its URL.
 */
function take(element: HTMLInputElement, path: string, query: string): string | null {
  const draft = carried?.path === path && carried.searched.includes(query) ? carried : null;
  carried = null;
  if (!draft) return null;
  element.focus();
  element.value = draft.value;
  element.setSelectionRange(draft.start, draft.end);
  return draft.value;
}

/**
 * Keeps what the visitor is typing when the search box is drawn anew under their fingers. The
 * first search from /blog leaves the cached listing for the per-request results page (two pages to
 * the router: lib/routing/blog-listing.ts), so the box that shows the first results is a new one,
 * while the visitor who paused after a few letters has typed on in the old one. Without this the
 * new box showed only the first letters, had lost the focus, and the search went no further.
 *
 * `query` is the search this box shows and `searched` the searches it asked for, newest last (the
 * router shows the newest, or one just before it). A new box showing one of those takes the text,
 * the caret and the focus, and `resume` is called with the text (the box searches for it after its
 * usual pause). Only a box drawn in the same commit takes a draft, so a later visit to the blog
 * starts from its URL; and going back to the listing with the focus in the box is not mistaken
 * for typing.
 */
export function useDraftAcrossRedraws(box: {
  input: RefObject<HTMLInputElement | null>;
  path: string;
  query: string;
  searched: RefObject<string[]>;
  resume: (value: string) => void;
}) {
  const latest = useRef(box);
  useLayoutEffect(() => {
    latest.current = box;
  });

  const { input } = box;
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const { path, query, resume } = latest.current;
    const draft = take(element, path, query);
    if (draft !== null) resume(draft);
    return () => {
      // Layout cleanups run before the old box leaves the document, so its focus can still be read.
      const { path, searched } = latest.current;
      if (document.activeElement === element) carry(element, path, searched.current);
    };
  }, [input]);
}
