'use client';

import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { focusMarked } from '@/lib/forms/focus-trap';
import { pickErrors, postForm } from '@/lib/forms/post-form';
import { useFocusRequest } from '@/lib/forms/use-focus-request';
import { INVESTOR_STEP_ONE, investorSchema } from '@/lib/validations/investor';
import {
  BusyLabel,
  Field,
  Honeypot,
  inputClass,
  LiveMessage,
  primaryButtonClass,
  secondaryButtonClass,
  submitErrorText,
} from './form-parts';
import type { InvestorLabels } from './labels';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  investment: string;
};
const EMPTY: Values = { firstName: '', lastName: '', phone: '', email: '', company: '', investment: '' };
type Step = 1 | 2 | 'done';
const FIELD_ORDER = [...INVESTOR_STEP_ONE, 'investment'] as const;

type Props = {
  idPrefix: string;
  title: string;
  locale: string;
  labels: InvestorLabels;
  onDone: () => void;
  onFinish: () => void;
};

/** The modal's two steps and its thank-you state; the dialog around it handles opening and focus. */
export function InvestorSteps({ idPrefix, title, locale, labels, onDone, onFinish }: Props) {
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    // Each step change puts focus on that step's first control (not on the first render,
    // when the dialog may still be closed).
    if (mounted.current) focusMarked(rootRef.current);
    mounted.current = true;
  }, [step]);
  const requestFocus = useFocusRequest(); // after the step effect, so an error's focus wins

  const id = (field: string) => `${idPrefix}-${field}`;
  const payload = (honeypot = '') => ({ ...values, title, locale, [HONEYPOT_FIELD]: honeypot });
  const errorText = (field: keyof Values) => (errors[field] ? labels.errors[errors[field]] : undefined);
  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  // Errors go beside their fields, on the step that holds the first one, which gets focus.
  function showErrors(found: FieldErrors) {
    setErrors(found);
    setStep(Object.keys(pickErrors(found, INVESTOR_STEP_ONE)).length > 0 ? 1 : 2);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) requestFocus(id(first));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload();
    const result = investorSchema.safeParse(data);
    const found = result.success ? {} : pickErrors(fieldErrors(result.error, data), INVESTOR_STEP_ONE);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStep(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload(String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? ''));
    setSubmitError(null);
    const result = investorSchema.safeParse(data);
    if (!result.success) return showErrors(fieldErrors(result.error, data));
    setBusy(true);
    const outcome = await postForm('/api/email/send', data);
    setBusy(false);
    if (outcome.status === 'ok') {
      setStep('done');
      onDone();
    } else if (outcome.status === 'invalid') showErrors(outcome.errors);
    else setSubmitError(submitErrorText(outcome, labels));
  }

  if (step === 'done') {
    return (
      <div ref={rootRef} className="flex flex-col items-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
        <h3 className="text-lg font-semibold">{labels.thanksTitle}</h3>
        <p role="status" className="text-muted">
          {labels.thanksText}
        </p>
        <button type="button" data-autofocus onClick={onFinish} className={`${primaryButtonClass} mt-2 min-w-28`}>
          {labels.ok}
        </button>
      </div>
    );
  }

  return (
    <div ref={rootRef} className="mt-6">
      <div className="mb-5 flex items-center gap-3">
        <p className="shrink-0 text-xs font-semibold uppercase tracking-wide text-accent">
          {step === 1 ? labels.stepOne : labels.stepTwo}
        </p>
        <div aria-hidden="true" className="flex h-1.5 flex-1 gap-1.5">
          <span className="flex-1 rounded-full bg-primary" />
          <span className={`flex-1 rounded-full ${step === 2 ? 'bg-primary' : 'bg-surface-2'}`} />
        </div>
      </div>
      {step === 1 ? (
        <form onSubmit={next} aria-label={labels.detailsTitle} className="grid gap-4 sm:grid-cols-2">
          <h3 className="text-base font-semibold sm:col-span-2">{labels.detailsTitle}</h3>
          <Field id={id('firstName')} label={labels.firstName} error={errorText('firstName')}>
            {(a11y) => (
              <input
                {...a11y}
                data-autofocus
                name="firstName"
                required
                maxLength={100}
                autoComplete="given-name"
                value={values.firstName}
                onChange={update('firstName')}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={id('lastName')} label={labels.lastName} error={errorText('lastName')}>
            {(a11y) => (
              <input
                {...a11y}
                name="lastName"
                required
                maxLength={100}
                autoComplete="family-name"
                value={values.lastName}
                onChange={update('lastName')}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={id('phone')} label={labels.phone} error={errorText('phone')}>
            {(a11y) => (
              <input
                {...a11y}
                name="phone"
                type="tel"
                required
                maxLength={30}
                autoComplete="tel"
                dir="ltr"
                value={values.phone}
                onChange={update('phone')}
                className={`${inputClass} rtl:text-end`}
              />
            )}
          </Field>
          <Field id={id('email')} label={labels.email} error={errorText('email')}>
            {(a11y) => (
              <input
                {...a11y}
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                dir="ltr"
                value={values.email}
                onChange={update('email')}
                className={`${inputClass} rtl:text-end`}
              />
            )}
          </Field>
          <Field
            id={id('company')}
            label={labels.company}
            optionalLabel={labels.optional}
            error={errorText('company')}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <input
                {...a11y}
                name="company"
                maxLength={150}
                autoComplete="organization"
                value={values.company}
                onChange={update('company')}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex justify-end sm:col-span-2">
            <button type="submit" className={primaryButtonClass}>
              {labels.next}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={submit} aria-label={labels.amountTitle} aria-busy={busy} className="flex flex-col gap-4">
          <h3 className="text-base font-semibold">{labels.amountTitle}</h3>
          <Field
            id={id('investment')}
            label={labels.investment}
            hint={labels.investmentHint}
            error={errorText('investment')}
          >
            {(a11y) => (
              <input
                {...a11y}
                data-autofocus
                name="investment"
                required
                maxLength={100}
                autoComplete="off"
                value={values.investment}
                onChange={update('investment')}
                className={inputClass}
              />
            )}
          </Field>
          <Honeypot id={id('website')} label={labels.honeypot} />
          <LiveMessage tone="error" text={submitError} />
          <div className="flex flex-wrap justify-between gap-3">
            <button type="button" onClick={() => setStep(1)} disabled={busy} className={secondaryButtonClass}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {labels.back}
            </button>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              <BusyLabel busy={busy} label={labels.submit} busyLabel={labels.sending} />
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
