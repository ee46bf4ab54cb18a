import type { ReactNode } from 'react';

/**
 * Keeps a left-to-right run (a figure like "50+", "<200ms", "$5M–$10M", an address, a phone number)
 * in order inside right-to-left text, where the bidi algorithm would move its signs to the wrong end.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** Tags messages may use with t.rich: <ltr>…</ltr> for such runs, <hl>…</hl> for a highlighted phrase. */
export const richTags = {
  ltr: (chunks: ReactNode) => <Ltr>{chunks}</Ltr>,
  hl: (chunks: ReactNode) => <span className="text-primary">{chunks}</span>,
};
