import { useLayoutEffect, useRef, type RefObject } from 'react';

type Draft = { path: string; value: string; start: number | null; end: number | null };

// At most one: set as a focused search box is removed, taken by the box drawn in the same commit.
let carried: Draft | null = null;

function carry(element: HTMLInputElement, path: string) {
  const { value, selectionStart: start, selectionEnd: end } = element;
  carried = { path, value, start, end };
  setTimeout(() => (carried = null), 0);
}

/** The draft left by a box on this path, put into the new box: text, caret and focus. */
function take(element: HTMLInputElement, path: string): string | null {
  const draft = carried?.path === path ? carried : null;
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
 * The new box takes the text, the caret and the focus, and `resume` is called with the text (the
 * box searches for it after its usual pause). Only a box drawn in the same commit takes a draft: a
 * later visit to the blog starts from its URL.
 */
export function useDraftAcrossRedraws(
  input: RefObject<HTMLInputElement | null>,
  path: string,
  resume: (value: string) => void,
) {
  const latest = useRef({ path, resume });
  useLayoutEffect(() => {
    latest.current = { path, resume };
  });

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const draft = take(element, latest.current.path);
    if (draft !== null) latest.current.resume(draft);
    return () => {
      // Layout cleanups run before the old box leaves the document, so its focus can still be read.
      if (document.activeElement === element) carry(element, latest.current.path);
    };
  }, [input]);
}
