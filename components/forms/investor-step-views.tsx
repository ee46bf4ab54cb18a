import type { ChangeEvent, FormEvent } from 'react';
import { actionButtonClass } from '@/components/ui/button';
import { BusyLabel, Field, Honeypot, inputClass, LiveMessage } from './form-parts';
import type { InvestorLabels } from './labels';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email';
import { FIELD_MAX_LENGTH, type INVESTOR_STEP_ONE } from '@/lib/forms/form-names';
import { Icon } from '@/components/ui/icon';

// The investor modal's views, without state: investor-steps.client.tsx owns the values and
// decides which view shows.

/** What the visitor typed: the first step's fields, then the amount. */
export type InvestorValues = Record<(typeof INVESTOR_STEP_ONE)[number] | 'investment', string>;

type ViewProps = {
  labels: InvestorLabels;
  values: InvestorValues;
  id: (field: string) => string;
  errorText: (field: keyof InvestorValues) => string | undefined;
  update: (field: keyof InvestorValues) => (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

type DetailField = {
  name: (typeof INVESTOR_STEP_ONE)[number];
  autoComplete: string;
  maxLength: number;
  type?: 'tel' | 'email';
  optional?: boolean;
};

const DETAILS: DetailField[] = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.firstName },
  { name: 'lastName', autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.lastName },
  { name: 'phone', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone, type: 'tel' },
  { name: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH, type: 'email' },
  { name: 'company', autoComplete: 'organization', maxLength: FIELD_MAX_LENGTH.company, optional: true },
];

export function StepIndicator({ step, labels }: { step: 1 | 2; labels: InvestorLabels }) {
  return (
    <div className="mb-5 flex items-center gap-3">
      <p className="shrink-0 text-xs font-semibold uppercase tracking-wide text-accent">
        {step === 1 ? labels.stepOne : labels.stepTwo}
      </p>
      <div aria-hidden="true" className="flex h-1.5 flex-1 gap-1.5">
        <span className="flex-1 rounded-full bg-primary" />
        <span className={`flex-1 rounded-full ${step === 2 ? 'bg-primary' : 'bg-surface-2'}`} />
      </div>
    </div>
  );
}

export function DetailsStep({ labels, values, id, errorText, update, onSubmit }: ViewProps) {
  return (
    <form onSubmit={onSubmit} aria-label={labels.detailsTitle} className="grid gap-4 sm:grid-cols-2">
      <h3 className="text-base font-semibold sm:col-span-2">{labels.detailsTitle}</h3>
      {DETAILS.map((field, index) => (
        <Field
          key={field.name}
          id={id(field.name)}
          label={labels[field.name]}
          optionalLabel={field.optional ? labels.optional : undefined}
          error={errorText(field.name)}
          className={field.optional ? 'sm:col-span-2' : undefined}
        >
          {(a11y) => (
            <input
              {...a11y}
              data-autofocus={index === 0 ? true : undefined}
              name={field.name}
              type={field.type ?? 'text'}
              required={!field.optional}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              // Numbers and addresses read left to right, also on the Arabic page.
              dir={field.type ? 'ltr' : undefined}
              value={values[field.name]}
              onChange={update(field.name)}
              className={field.type ? `${inputClass} rtl:text-end` : inputClass}
            />
          )}
        </Field>
      ))}
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className={actionButtonClass.primary}>
          {labels.next}
          <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}

type AmountProps = ViewProps & { busy: boolean; submitError: string | null; onBack: () => void };

export function AmountStep({
  labels,
  values,
  id,
  errorText,
  update,
  onSubmit,
  busy,
  submitError,
  onBack,
}: AmountProps) {
  return (
    <form onSubmit={onSubmit} aria-label={labels.amountTitle} aria-busy={busy} className="flex flex-col gap-4">
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
            maxLength={FIELD_MAX_LENGTH.investment}
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
        <button type="button" onClick={onBack} disabled={busy} className={actionButtonClass.secondary}>
          <Icon name="arrow-left" className="size-4 rtl:-scale-x-100" />
          {labels.back}
        </button>
        <button type="submit" disabled={busy} className={actionButtonClass.primary}>
          <BusyLabel busy={busy} label={labels.submit} busyLabel={labels.sending} />
        </button>
      </div>
    </form>
  );
}

export function ThanksView({ labels, onFinish }: { labels: InvestorLabels; onFinish: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Icon name="circle-check" className="size-12 text-success" />
      <h3 className="text-lg font-semibold">{labels.thanksTitle}</h3>
      <p role="status" className="text-muted">
        {labels.thanksText}
      </p>
      <button type="button" data-autofocus onClick={onFinish} className={`${actionButtonClass.primary} mt-2 min-w-28`}>
        {labels.ok}
      </button>
    </div>
  );
}
