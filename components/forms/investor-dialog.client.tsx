'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusMarked, trapTab } from '@/lib/client/focus-trap';
import { actionButtonClass } from '@/components/ui/button';
import { InvestorSteps } from './investor-steps.client';
import type { InvestorLabels } from './labels';
import { Icon } from '@/components/ui/icon';

/** `privacy`: the link to the privacy notice, rendered on the server (components/forms/privacy-note.tsx). */
type Props = { title: string; label: string; locale: string; labels: InvestorLabels; privacy?: ReactNode };

/**
 * The Learn More button and its modal. A native <dialog> opened with showModal() makes the page
 * behind it inert, closes on Escape and sits above everything; trapTab keeps Tab inside, and
 * focus goes back to the button on every close. Each opportunity card has its own dialog, so the
 * form is mounted the first time its dialog opens (not three times on page load) and then kept,
 * so closing by accident loses nothing typed.
 */
export function InvestorDialog({ title, label, locale, labels, privacy }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const [formKey, setFormKey] = useState(0);
  const [openRequests, setOpenRequests] = useState(0);
  const baseId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (openRequests === 0 || !dialog || dialog.open) return;
    dialog.showModal();
    document.documentElement.style.overflow = 'hidden';
    focusMarked(dialog);
  }, [openRequests]);

  function open() {
    setOpenRequests((count) => count + 1);
  }

  function close() {
    dialogRef.current?.close();
  }

  function handleClose() {
    document.documentElement.style.overflow = '';
    // After a successful submission the next opening starts again at step 1 with empty fields.
    if (finished.current) {
      finished.current = false;
      setFormKey((key) => key + 1);
    }
    openerRef.current?.focus();
  }

  return (
    <>
      <button ref={openerRef} type="button" onClick={open} aria-haspopup="dialog" className={actionButtonClass.primary}>
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${baseId}-title`}
        aria-describedby={`${baseId}-intro`}
        onClose={handleClose}
        onKeyDown={trapTab}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
      >
        {openRequests > 0 && (
          <div className="p-5 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={`${baseId}-title`} className="text-xl font-bold tracking-tight">
                  {title}
                </h2>
                <p id={`${baseId}-intro`} className="mt-1 text-sm text-muted">
                  {labels.intro}
                </p>
              </div>
              <button
                type="button"
                onClick={close}
                aria-label={labels.close}
                className="-me-2 -mt-2 shrink-0 rounded-lg p-2 text-muted transition-colors hover:bg-surface-2 hover:text-foreground"
              >
                <Icon name="x" className="size-5" />
              </button>
            </div>
            <InvestorSteps
              key={formKey}
              idPrefix={baseId}
              title={title}
              locale={locale}
              labels={labels}
              onDone={() => {
                finished.current = true;
              }}
              onFinish={close}
            />
            {privacy}
          </div>
        )}
      </dialog>
    </>
  );
}
