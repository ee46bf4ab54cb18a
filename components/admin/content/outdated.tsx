import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';

/** The languages' names in the admin's language ("Arabic", "العربية"), joined. */
export const languageNames = (labels: InboxLabels, languages: readonly string[]) =>
  languages.map((language) => (language === 'ar' ? labels.content.arabic : labels.content.english)).join(', ');

/** A badge per language of an event or page that may be behind the other (lib/revisions/translation-state.ts). */
export function OutdatedBadges({ labels, languages }: { labels: InboxLabels; languages: readonly string[] }) {
  return languages.map((language) => (
    <span
      key={language}
      className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent"
      data-testid="translation-outdated"
    >
      {fill(labels.history.outdatedIn, { language: languageNames(labels, [language]) })}
    </span>
  ));
}
