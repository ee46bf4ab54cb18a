import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { CONTACT_SUBJECTS, NEWSLETTER_SOURCES } from '@/lib/forms/form-names';
import { env } from '@/lib/config/env';
import { PAGE_SLUGS } from '@/lib/constants/site-content';
import ar from '@/messages/ar.json';
import english from '@/messages/en.json';

type Catalogue = typeof english;

export interface InboxLabels {
  inbox: Catalogue['AdminInbox'];
  audit: Catalogue['AdminAudit'];
  account: Catalogue['AdminAccount'];
  staff: Catalogue['AdminStaff'];
  twoFactor: Catalogue['AdminTwoFactor'];
  newsletter: Catalogue['AdminNewsletter'];
  stats: Catalogue['AdminStats'];
  attribution: Catalogue['AdminAttribution'];
  /** The Events and Pages tabs (components/admin/content/). */
  content: Catalogue['AdminContent'];
  /** The editors' history, conflict and unsaved-changes words (components/admin/history/). */
  history: Catalogue['AdminHistory'];
  events: Pick<Catalogue['EventsPage'], 'types'>;
  /** The pages' shipped titles by `<language>:<slug>`, offered until a page has its own. */
  pageTitles: Record<string, string>;
  locale: Locale;
  /** TEAM_TIME_ZONE: received times are shown on the team's clock, wherever the admin is. */
  timeZone: string;
  /** Filter choices per list: [value, label]. */
  topics: Record<'inquiries' | 'messages' | 'subscribers' | 'mail', [string, string][]>;
}

/** The inbox, audit and account strings for the admin island, resolved on the server. */
export async function inboxLabels(locale: Locale): Promise<InboxLabels> {
  const messages = (await getMessages({ locale })) as unknown as Catalogue;
  const inbox = messages.AdminInbox;
  // An inquiry stores the opportunity title in the visitor's language: offer both.
  const opportunityTitles = [english, ar].flatMap((m) =>
    Object.values(m.InvestmentPage.opportunities.items).map((item) => item.title),
  );
  return {
    // The lead-attribution columns are named in their own block (AdminAttribution) and shown like the others.
    inbox: { ...inbox, columns: { ...inbox.columns, ...messages.AdminAttribution.columns } },
    audit: messages.AdminAudit,
    account: messages.AdminAccount,
    staff: messages.AdminStaff,
    twoFactor: messages.AdminTwoFactor,
    newsletter: messages.AdminNewsletter,
    stats: messages.AdminStats,
    attribution: messages.AdminAttribution,
    content: messages.AdminContent,
    history: messages.AdminHistory,
    events: { types: messages.EventsPage.types },
    pageTitles: Object.fromEntries(
      PAGE_SLUGS.flatMap((slug) => [
        [`en:${slug}`, english.Placeholder[slug]],
        [`ar:${slug}`, ar.Placeholder[slug]],
      ]),
    ),
    locale,
    timeZone: env().TEAM_TIME_ZONE,
    topics: {
      inquiries: opportunityTitles.map((title) => [title, title]),
      messages: CONTACT_SUBJECTS.map((s) => [s, inbox.subjects[s]]),
      subscribers: NEWSLETTER_SOURCES.map((s) => [s, inbox.sources[s]]),
      mail: (['investor', 'contact', 'confirmation', 'newsletter', 'staff', 'acknowledgement'] as const).map((k) => [
        k,
        inbox.kinds[k],
      ]),
    },
  };
}
