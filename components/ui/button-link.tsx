import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/locale-link';
import { externalLinkProps, type ExternalTarget } from '@/lib/ui/external-links';
import { Icon } from '@/components/ui/icon';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 sm:text-base';

// "inverse" variants sit on the always-dark call-to-action panel, in either theme.
const buttonVariants = {
  primary: `${base} bg-primary text-primary-foreground shadow-lg shadow-primary/20 hover:opacity-90`,
  secondary: `${base} border border-border bg-surface/70 text-foreground backdrop-blur hover:border-primary/50 hover:bg-surface-2`,
  inverse: `${base} bg-white text-indigo-900 shadow-lg shadow-black/20 hover:bg-indigo-50 focus-visible:outline-white`,
  outlineInverse: `${base} border border-white/50 text-white hover:bg-white/10 focus-visible:outline-white`,
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

type Common = { children: ReactNode; variant?: ButtonVariant; icon?: 'arrow' | 'none' };

function Arrow() {
  // Points forward in both directions of reading.
  return <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />;
}

/** A link styled as a button, to a page of this site in the current language. */
export function ButtonLink({ href, children, variant = 'primary', icon = 'none' }: Common & { href: string }) {
  return (
    <LocaleLink href={href} className={buttonVariants[variant]}>
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
    <a {...externalLinkProps(target)} className={buttonVariants[variant]}>
      {children}
      <span className="sr-only"> {t('newWindow')}</span>
      <Icon name="external-link" className="size-4 opacity-80 rtl:-scale-x-100" />
    </a>
  );
}
