import { adminButtonClass } from '@/components/ui/button';
import { fill } from './fill';
import type { HistoryText } from './labels';

type Props = { text: HistoryText; locale: string; at: string; onRestore: () => void; onDiscard: () => void };

/** "This editor kept text you had not saved": bring it back into the form, or drop it. */
export function KeptDraftNotice({ text, locale, at, onRestore, onDiscard }: Props) {
  const date = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
  return (
    <div
      role="status"
      data-testid="kept-draft"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
    >
      <p className="me-auto font-medium">{fill(text.draftKept, { date })}</p>
      <button type="button" className={adminButtonClass.smallPrimary} onClick={onRestore}>
        {text.draftRestore}
      </button>
      <button type="button" className={adminButtonClass.small} onClick={onDiscard}>
        {text.draftDiscard}
      </button>
    </div>
  );
}
