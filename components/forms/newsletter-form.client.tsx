'use client';

import { useId, useState, type FormEvent } from 'react';
import { emailProblem } from '@/lib/forms/email';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { NewsletterSource } from '@/lib/forms/form-names';
import { useIdempotentPost } from '@/lib/client/use-idempotent-post';
import { actionButtonClass } from '@/components/ui/button';
import { BusyLabel, emailInputProps, Honeypot, inputClass, LiveMessage, submitErrorText } from './form-parts';
import type { NewsletterLabels } from './labels';

type Props = { source: NewsletterSource; locale: string; labels: NewsletterLabels; className?: string };

/**
 * One Subscribe box: an email field and a button, with the confirmation or error below.
 * It is on every page (the footer), so it checks the address with the plain emailProblem rule
 * instead of loading zod; the server still parses the whole body with newsletterSchema.
 */
export function NewsletterFormClient({ source, locale, labels, className }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = useIdempotentPost('/api/newsletter');
  const baseId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = { ...Object.fromEntries(new FormData(form)), source, locale } as Record<string, unknown>;
    setError(null);
    setSuccess(null);
    const problem = emailProblem(String(data.email ?? ''));
    if (problem) return setError(labels.errors[problem]);
    setBusy(true);
    const outcome = await post(data);
    setBusy(false);
    if (outcome.status === 'ok') {
      form.reset();
      setSuccess(labels.success);
    } else if (outcome.status === 'invalid') setError(emailError(outcome.errors));
    else setError(submitErrorText(outcome, labels));
  }

  function emailError(errors: FieldErrors): string {
    return errors.email ? labels.errors[errors.email] : labels.errorRejected;
  }

  return (
    // POST, as the contact form: a submit before hydration must not put the address in the URL.
    <form method="post" onSubmit={submit} aria-busy={busy} data-newsletter={source} className={className}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${baseId}-email`} className="sr-only">
          {labels.emailLabel}
        </label>
        <input
          id={`${baseId}-email`}
          {...emailInputProps}
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${baseId}-message`}
          onInput={() => setError(null)}
          className={`${inputClass} min-w-0 flex-1 rtl:text-end`}
        />
        <Honeypot id={`${baseId}-website`} label={labels.honeypot} />
        <button type="submit" disabled={busy} className={`${actionButtonClass.primary} shrink-0`}>
          <BusyLabel busy={busy} label={labels.subscribe} busyLabel={labels.subscribing} />
        </button>
      </div>
      <div id={`${baseId}-message`} className="mt-2 min-h-5">
        <LiveMessage tone="success" text={success} />
        <LiveMessage tone="error" text={error} />
      </div>
    </form>
  );
}
