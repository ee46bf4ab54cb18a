'use client';

import { adminButtonClass } from '@/components/ui/button';
import { countWords } from '../count-words';
import type { InboxLabels } from '../inbox/labels';
import { ModalDialog } from '../modal-dialog.client';
import type { Issue } from './newsletter-api';

type Props = {
  labels: InboxLabels;
  /** The issue as just saved: what the send or schedule will use. */
  issue: Issue;
  title: string;
  action: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last step before an issue goes out: each version's subject and how many subscribers get it. */
export function SendConfirm({ labels, issue, title, action, onConfirm, onClose }: Props) {
  const text = labels.newsletter;
  return (
    <ModalDialog labelledBy="send-confirm-title" width="w-[min(34rem,calc(100vw-2rem))]" onCancel={onClose}>
      <h2 id="send-confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-sm text-muted">{text.confirmIntro}</p>
      <ul className="mt-3 flex flex-col gap-3" data-testid="send-confirm-versions">
        {(['en', 'ar'] as const).map((lang) => {
          const subject = lang === 'en' ? issue.enSubject : issue.arSubject;
          const count = issue.audience?.[lang] ?? 0;
          if (!subject && count === 0) return null;
          return (
            <li key={lang} data-language={lang} className="rounded-xl border border-border p-3 text-sm">
              <p className="font-semibold">{text.languages[lang]}</p>
              <p lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="mt-1 break-words">
                <bdi>{subject || '—'}</bdi>
              </p>
              <p className="mt-1 text-muted">{countWords(labels.locale, text.confirmGoesTo, { count })}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" autoFocus className={adminButtonClass.small} onClick={onClose}>
          {text.keepEditing}
        </button>
        <button type="button" className={adminButtonClass.smallPrimary} onClick={onConfirm}>
          {action}
        </button>
      </div>
    </ModalDialog>
  );
}
