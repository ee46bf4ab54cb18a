import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { richTags } from '@/components/ui/ltr';
import { StarRating } from '@/components/ui/star-rating';
import { claims } from '@/lib/content/claims';
import { Icon } from '@/components/ui/icon';

function Pill({ children }: { children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-4 py-2 text-sm font-medium backdrop-blur">
      {children}
    </li>
  );
}

/** Rating, certification and user count under the home hero. */
export async function TrustBadges() {
  const t = await getTranslations();
  return (
    <ul aria-label={t('HomePage.hero.trust')} className="mt-10 flex flex-wrap items-center justify-center gap-3">
      <Pill>
        <StarRating rating={5} />
        <span>{t.rich('HomePage.hero.rating', { ...richTags, rating: claims.rating, reviews: claims.reviews })}</span>
      </Pill>
      <Pill>
        <Icon name="shield-check" className="size-4 text-emerald-700 dark:text-emerald-300" />
        <span>{t.rich('HomePage.hero.certified', { ...richTags, certification: claims.certification })}</span>
      </Pill>
      <Pill>
        <Icon name="users" className="size-4 text-primary" />
        <span>{t.rich('HomePage.hero.users', { ...richTags, users: claims.activeUsers })}</span>
      </Pill>
    </ul>
  );
}
