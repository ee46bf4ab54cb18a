import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/locale-link';
import { externalLinkProps, type ExternalTarget } from '@/lib/ui/external-links';
import { Icon } from '@/components/ui/icon';
import { pillButtonClass, type PillButtonVariant } from '@/components/ui/button';

type Common = { children: ReactNode; variant?: PillButtonVariant; icon?: 'arrow' | 'none' };

function Arrow() {
  // Points forward in both directions of reading.
  return <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />;
}

/** A link styled as a button, to a page of this site in the current language. */
export function ButtonLink({ href, children, variant = 'primary', icon = 'none' }: Common & { href: string }) {
  return (
    <LocaleLink href={href} className={pillButtonClass[variant]}>
      {children}
      {icon === 'arrow' && <Arrow />}
    </LocaleLink>
  );
}

/** A link styled as a button that opens an external page (waitlist, videos, scheduling) in a new window. */
export async function ExternalButtonLink({
  target,
  children,
  variant = 'primary',
}: Common & { target: ExternalTarget }) {
  const t = await getTranslations('Sections');
  return (
    <a {...externalLinkProps(target)} className={pillButtonClass[variant]}>
      {children}
      <span className="sr-only"> {t('newWindow')}</span>
      <Icon name="external-link" className="size-4 opacity-80 rtl:-scale-x-100" />
    </a>
  );
}
