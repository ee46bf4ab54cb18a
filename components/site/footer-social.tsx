import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';
import { socialLinks, type SocialId } from '@/lib/content/navigation';

const icons: Record<SocialId, IconName> = {
  codeHost: 'brand-github',
  microblog: 'brand-x',
  professional: 'brand-linkedin',
  mail: 'mail',
};

const tile =
  'grid size-10 place-items-center rounded-lg border border-border bg-background text-muted transition-colors';

export async function FooterSocial() {
  const t = await getTranslations('Footer');
  return (
    <ul aria-label={t('social')} className="flex flex-wrap gap-2">
      {socialLinks.map(({ id, labelKey, href }) => {
        const icon = <Icon name={icons[id]} className="size-[18px]" />;
        if (!href) {
          // No public repository yet: announced as an unavailable link rather than a link to "#",
          // which would reload the page and mislead keyboard and screen-reader users.
          return (
            <li key={id}>
              <span
                role="link"
                aria-disabled="true"
                title={`${t(labelKey)} ${t('comingSoon')}`}
                className={`${tile} cursor-not-allowed opacity-60`}
              >
                {icon}
                <span className="sr-only">
                  {t(labelKey)} {t('comingSoon')}
                </span>
              </span>
            </li>
          );
        }
        const external = href.startsWith('http');
        return (
          <li key={id}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              title={t(labelKey)}
              className={`${tile} hover:border-primary/50 hover:text-foreground`}
            >
              {icon}
              <span className="sr-only">
                {t(labelKey)}
                {external && ` ${t('newWindow')}`}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
