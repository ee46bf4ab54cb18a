import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { LogoMark } from '@/components/ui/logo-mark';
import { LocaleLink } from '@/components/ui/locale-link';
import { footerSections } from '@/lib/content/navigation';
import { FooterSocial } from './footer-social';

export async function SiteFooter() {
  const [t, tBrand] = await Promise.all([getTranslations('Footer'), getTranslations('Brand')]);
  return (
    <footer className="render-near-viewport border-t border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="flex max-w-sm flex-col gap-5">
            <LocaleLink
              href="/"
              className="flex w-fit items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
            >
              <LogoMark id="footer-logo" />
              {tBrand('name')}
            </LocaleLink>
            <p className="text-sm leading-relaxed text-muted">{t('description')}</p>
            <FooterSocial />
          </div>

          {/* The links' look is set once here, not on each of the sixteen: the class list would
              otherwise be written out sixteen times in the HTML and again in the RSC payload.
              They do not prefetch: scrolled into view they made 31 router requests for one
              reader of the home page (measured: 35 in all against 4 before the scroll), each a
              request the server handles like a page, for links a visitor follows one at a time;
              the pages are cached, so a click still answers at once. The header's links to the
              same pages prefetch as before. */}
          <nav
            aria-label={t('navLabel')}
            className="grid grid-cols-2 gap-8 sm:grid-cols-4 [&_li>a]:rounded [&_li>a]:text-sm [&_li>a]:text-muted [&_li>a]:transition-colors [&_li>a]:hover:text-foreground [&_li>a]:hover:underline [&_li>a]:hover:underline-offset-4"
          >
            {footerSections.map((section) => (
              <div key={section.titleKey}>
                <h2 className="text-sm font-semibold text-foreground">{t(section.titleKey)}</h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <LocaleLink href={link.href} prefetch={false}>
                        {t(link.labelKey)}
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <section
          aria-labelledby="footer-newsletter"
          className="mt-12 flex flex-col gap-6 rounded-2xl border border-border bg-background p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-md">
            <h2 id="footer-newsletter" className="text-base font-semibold text-foreground">
              {t('newsletterTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('newsletterText')}</p>
          </div>
          <NewsletterForm source="footer" className="w-full lg:max-w-md" />
        </section>

        <div className="mt-10 flex flex-col gap-3 border-t border-border pt-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights')}</p>
          <p>{t('madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
