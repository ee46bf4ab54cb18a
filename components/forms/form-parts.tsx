import type { ReactNode } from 'react';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email';
import { HONEYPOT_FIELD } from '@/lib/forms/form-names';
import type { SubmitOutcome } from '@/lib/client/send-form';
import type { SubmitErrorLabels } from './labels';
import { Icon } from '@/components/ui/icon';

// Presentational pieces shared by the three forms. No hooks and no directive: they render
// inside the client islands that import them.

export const inputClass =
  'block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-foreground placeholder:text-muted ' +
  'transition-colors hover:border-muted focus-visible:border-primary aria-invalid:border-danger disabled:opacity-60';

/** The email input's own attributes, the same in every form (EMAIL_MAX_LENGTH is the schema's limit). */
export const emailInputProps = {
  name: 'email',
  type: 'email',
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
  autoComplete: 'email',
  dir: 'ltr',
} as const;

export type A11yProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export type FieldProps = {
  id: string;
  label: string;
  optionalLabel?: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (a11y: A11yProps) => ReactNode;
};

/** A labelled control with its hint and, beside it, its error in the page's language. */
export function Field({ id, label, optionalLabel, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optionalLabel ? <span className="ms-1 font-normal text-muted">({optionalLabel})</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field people never see and bots fill in; hidden from assistive technology too. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function BusyLabel({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </>
  );
}

/** The sentence for a failed submission (field errors are shown beside their fields instead). */
export function submitErrorText(outcome: SubmitOutcome, labels: SubmitErrorLabels): string | null {
  if (outcome.status === 'serverError') return labels.errorServer;
  if (outcome.status === 'rateLimited') return labels.errorRateLimited;
  if (outcome.status === 'rejected') return labels.errorRejected;
  return null;
}

/** Always in the page, so screen readers announce what is put into it. */
export function LiveMessage({
  tone,
  text,
  className,
}: {
  tone: 'error' | 'success';
  text: string | null;
  className?: string;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={className}>
      {text ? (
        <p className={`text-sm font-medium ${tone === 'error' ? 'text-danger' : 'text-success'}`}>{text}</p>
      ) : null}
    </div>
  );
}
