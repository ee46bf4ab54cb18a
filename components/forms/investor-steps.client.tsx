'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { focusMarked } from '@/lib/client/focus-trap';
import { HONEYPOT_FIELD, INVESTOR_STEP_ONE } from '@/lib/forms/form-names';
import { pickErrors } from '@/lib/client/send-form';
import { useIdempotentPost } from '@/lib/client/use-idempotent-post';
import { useFocusRequest } from '@/lib/client/use-focus-request';
import { submitErrorText } from './form-parts';
import { AmountStep, DetailsStep, StepIndicator, ThanksView, type InvestorValues } from './investor-step-views';
import type { InvestorLabels } from './labels';

type Values = InvestorValues;
const EMPTY: Values = { firstName: '', lastName: '', phone: '', email: '', company: '', investment: '' };
type Step = 1 | 2 | 'done';
const FIELD_ORDER = [...INVESTOR_STEP_ONE, 'investment'] as const;

// The shared schema brings zod (about 23 KB gzip): fetched when the dialog first opens (these
// steps mount then), not with the page. Should that fail (offline), the server still checks.
const loadSchema = () =>
  import('@/lib/forms/schemas/investor').then(
    (module) => module.investorSchema,
    () => null,
  );

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
  const post = useIdempotentPost('/api/email/send');
  const rootRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    void loadSchema();
  }, []);

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

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload();
    const result = (await loadSchema())?.safeParse(data);
    const found = !result || result.success ? {} : pickErrors(fieldErrors(result.error, data), INVESTOR_STEP_ONE);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStep(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload(String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? ''));
    setSubmitError(null);
    const result = (await loadSchema())?.safeParse(data);
    if (result && !result.success) return showErrors(fieldErrors(result.error, data));
    setBusy(true);
    const outcome = await post(data);
    setBusy(false);
    if (outcome.status === 'ok') {
      setStep('done');
      onDone();
    } else if (outcome.status === 'invalid') showErrors(outcome.errors);
    else setSubmitError(submitErrorText(outcome, labels));
  }

  const view = { labels, values, id, errorText, update };
  return (
    <div ref={rootRef} className={step === 'done' ? undefined : 'mt-6'}>
      {step === 'done' ? (
        <ThanksView labels={labels} onFinish={onFinish} />
      ) : (
        <>
          <StepIndicator step={step} labels={labels} />
          {step === 1 ? (
            <DetailsStep {...view} onSubmit={next} />
          ) : (
            <AmountStep {...view} onSubmit={submit} busy={busy} submitError={submitError} onBack={() => setStep(1)} />
          )}
        </>
      )}
    </div>
  );
}
