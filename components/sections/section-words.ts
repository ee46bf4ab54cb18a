import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { richTags } from '@/components/ui/ltr';
import type { HeadingText } from '@/components/ui/section-heading';

type Page = keyof Messages;
/** The parts of a page's messages that have the given words (a section heading, a closing call). */
type PartsWith<P extends Page, Words> = {
  [K in keyof Messages[P]]: Messages[P][K] extends Words ? K : never;
}[keyof Messages[P]] &
  string;

// The part's namespace is built from checked names, so its keys are the ones named above; the
// translator is read through this plain type because next-intl cannot type a built namespace.
type Words = { (key: string): string; rich(key: string, tags: typeof richTags): ReactNode; has(key: string): boolean };
const wordsOf = async (namespace: string) => (await getTranslations(namespace as never)) as unknown as Words;

/** The pages whose messages have the given part. */
type PagesWith<Part extends string, Shape> = { [P in Page]: Messages[P] extends Record<Part, Shape> ? P : never }[Page];

/** A section's heading from `<page>.<section>`: its eyebrow, title and (where written) description. */
export async function sectionHeading<P extends Page>(
  page: P,
  section: PartsWith<P, { eyebrow: string; title: string }>,
): Promise<HeadingText> {
  const t = await wordsOf(`${page}.${section}`);
  return { eyebrow: t('eyebrow'), title: t('title'), ...(t.has('description') && { description: t('description') }) };
}

/** A page's closing call to action from `<page>.cta`: its title and its text (rich tags allowed). */
export async function ctaWords(page: PagesWith<'cta', { title: string; text: string }>) {
  const t = await wordsOf(`${page}.cta`);
  return { title: t('title'), text: t.rich('text', richTags) };
}

/** A page's hero from `<page>.hero`: its badge, title and description (rich tags allowed). */
export async function heroWords(page: PagesWith<'hero', { badge: string; title: string; description: string }>) {
  const t = await wordsOf(`${page}.hero`);
  return { badge: t('badge'), title: t.rich('title', richTags), description: t.rich('description', richTags) };
}
