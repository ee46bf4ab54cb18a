'use client';

import { adminButtonClass } from '@/components/ui/button';
import type { HistoryText } from './labels';
import { ModalDialog } from './modal-dialog.client';
import { useLeaveQuestion } from './unsaved-guard';

/** The "leave without saving?" question over the admin; Escape or Stay keeps the editor open. */
export function UnsavedPrompt({ text }: { text: HistoryText }) {
  const question = useLeaveQuestion();
  if (!question) return null;
  return (
    <ModalDialog
      labelledBy="unsaved-title"
      width="w-[min(28rem,calc(100vw-2rem))]"
      onCancel={() => question.answer(false)}
    >
      <h2 id="unsaved-title" className="text-lg font-semibold">
        {text.unsavedTitle}
      </h2>
      <p className="mt-2 text-sm">{question.text}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          className={adminButtonClass.smallPrimary}
          onClick={() => question.answer(false)}
        >
          {text.unsavedStay}
        </button>
        <button type="button" className={adminButtonClass.smallDanger} onClick={() => question.answer(true)}>
          {text.unsavedDiscard}
        </button>
      </div>
    </ModalDialog>
  );
}
