'use client';

import { useId, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { useIdempotentPost } from '@/lib/client/use-idempotent-post';
import { useFocusRequest } from '@/lib/client/use-focus-request';
import { CONTACT_SUBJECTS, FIELD_MAX_LENGTH } from '@/lib/forms/form-names';
import { actionButtonClass } from '@/components/ui/button';
import { BusyLabel, emailInputProps, Field, Honeypot, inputClass, LiveMessage, submitErrorText } from './form-parts';
import type { ContactLabels } from './labels';
import { Icon } from '@/components/ui/icon';

const FIELD_ORDER = ['name', 'email', 'company', 'subject', 'message'] as const;

// The shared schema brings zod (about 23 KB gzip), so it is fetched once the visitor turns to the
// form (first focus), not with the page. Should that fail (offline), the server still checks.
const loadSchema = () =>
  import('@/lib/forms/schemas/contact').then(
    (module) => module.contactSchema,
    () => null,
  );

function withoutField(errors: FieldErrors, name: string): FieldErrors {
  const next = { ...errors };
  delete next[name];
  return next;
}

/**
 * The contact page's message form: checked here and on the server, cleared once sent. An event's
 * "register interest" uses it too, its message begun with the event's name (`presetMessage`).
 */
export function ContactFormClient({
  locale,
  labels,
  presetMessage,
}: {
  locale: string;
  labels: ContactLabels;
  presetMessage?: string;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const post = useIdempotentPost('/api/contact');
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const errorText = (field: string) => (errors[field] ? labels.errors[errors[field]] : undefined);

  const requestFocus = useFocusRequest();
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) requestFocus(id(first));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = { ...Object.fromEntries(new FormData(form)), locale } as Record<string, unknown>;
    setSuccess(null);
    setFailure(null);
    const result = (await loadSchema())?.safeParse(data);
    if (result && !result.success) {
      return showErrors(fieldErrors(result.error, data));
    }
    setBusy(true);
    const outcome = await post(data);
    setBusy(false);
    if (outcome.status === 'ok') {
      form.reset();
      setErrors({});
      setSuccess(labels.success);
    } else if (outcome.status === 'invalid') {
      showErrors(outcome.errors);
    } else setFailure(submitErrorText(outcome, labels));
  }

  // Typing into a field clears its error; the rest stay until the next submit.
  function clearError(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors((current) => withoutField(current, name));
  }

  return (
    <form
      // Sent by the browser itself before React has hydrated, a GET would put the visitor's name,
      // email and message in the address bar and the server's log; a POST reloads the page, no more.
      method="post"
      onSubmit={submit}
      onInput={clearError}
      onFocus={() => void loadSchema()}
      aria-busy={busy}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field id={id('name')} label={labels.name} error={errorText('name')}>
        {(a11y) => (
          <input
            {...a11y}
            name="name"
            required
            maxLength={FIELD_MAX_LENGTH.name}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id('email')} label={labels.email} error={errorText('email')}>
        {(a11y) => <input {...a11y} {...emailInputProps} className={`${inputClass} rtl:text-end`} />}
      </Field>
      <Field id={id('company')} label={labels.company} optionalLabel={labels.optional} error={errorText('company')}>
        {(a11y) => (
          <input
            {...a11y}
            name="company"
            maxLength={FIELD_MAX_LENGTH.company}
            autoComplete="organization"
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id('subject')} label={labels.subject} error={errorText('subject')}>
        {(a11y) => (
          <select {...a11y} name="subject" required defaultValue="general" className={inputClass}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {labels.subjects[subject]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('message')} label={labels.message} error={errorText('message')} className="sm:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            name="message"
            required
            rows={6}
            defaultValue={presetMessage}
            maxLength={FIELD_MAX_LENGTH.message}
            placeholder={labels.messagePlaceholder}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <Honeypot id={id('website')} label={labels.honeypot} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <div>
          <LiveMessage tone="success" text={success} />
          <LiveMessage tone="error" text={failure} />
        </div>
        <button type="submit" disabled={busy} className={`${actionButtonClass.primary} sm:self-start`}>
          {busy ? null : <Icon name="send" className="size-4 rtl:-scale-x-100" />}
          <BusyLabel busy={busy} label={labels.submit} busyLabel={labels.sending} />
        </button>
      </div>
    </form>
  );
}
