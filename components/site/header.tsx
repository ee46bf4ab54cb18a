import { getLocale, getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo-mark';
import { LocaleLink } from '@/components/ui/locale-link';
import { locales, type Locale } from '@/i18n/locales';
import { headerNav, type NavEntryView } from '@/lib/content/navigation';
import { externalLinkProps } from '@/lib/ui/external-links';
import { HeaderNav } from './header-nav.client';
import { LanguageToggle } from './language-toggle.client';
import { MobileMenu } from './mobile-menu.client';
import { ThemeToggle } from './theme-toggle.client';
import { Icon } from '@/components/ui/icon';

// Server component: translates everything here and hands plain strings to the client islands.
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [tBrand, tNav, t] = await Promise.all([
    getTranslations('Brand'),
    getTranslations('Nav'),
    getTranslations('Header'),
  ]);
  const otherLocale = locales.find((l) => l !== locale) ?? locales[0];

  const entries: NavEntryView[] = headerNav.map((entry) =>
    entry.kind === 'link'
      ? { kind: 'link', href: entry.href, label: tNav(entry.labelKey) }
      : {
          kind: 'menu',
          id: entry.id,
          label: tNav(entry.labelKey),
          items: entry.items.map((item) => ({
            href: item.href,
            label: tNav(item.labelKey),
            hint: tNav(item.hintKey),
            icon: item.icon,
          })),
        },
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <LocaleLink
          href="/"
          aria-label={t('homeLink')}
          className="flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
        >
          <LogoMark id="header-logo" />
          <span>{tBrand('name')}</span>
        </LocaleLink>

        <HeaderNav entries={entries} locale={locale} label={t('mainNav')} className="ms-4 hidden md:block" />

        <div className="ms-auto flex items-center gap-1">
          <LanguageToggle
            targetLocale={otherLocale}
            label={t('switchLanguage')}
            className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold tracking-wide text-muted transition-colors hover:bg-surface-2 hover:text-foreground"
          />
          <ThemeToggle toLightLabel={t('themeToLight')} toDarkLabel={t('themeToDark')} />
          {/* A wrapper holds the breakpoint: the button's own display must stay inline-flex. */}
          <span className="ms-2 hidden md:block">
            <a {...externalLinkProps('demo')} className={buttonStyles({ size: 'sm' })}>
              {/* Playback icons keep their direction in RTL, as media controls do. */}
              <Icon name="play" className="size-4" />
              <span className="sr-only lg:not-sr-only">{t('watchDemo')}</span>
              <span className="sr-only"> {t('newWindow')}</span>
            </a>
          </span>
          <MobileMenu
            entries={entries}
            locale={locale}
            labels={{ menu: t('menuTitle'), nav: t('mainNav'), watchDemo: t('watchDemo'), newWindow: t('newWindow') }}
            className="md:hidden"
          />
        </div>
      </div>
    </header>
  );
}
