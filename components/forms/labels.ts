import type { FieldErrorCode } from '@/lib/forms/field-errors';

// Translated strings handed from the server components to their client islands
// (no message catalogue goes to the browser).

export type FieldErrorLabels = Record<FieldErrorCode, string>;

export type SubmitErrorLabels = { errorRejected: string; errorServer: string; errorRateLimited: string };

export type InvestorLabels = SubmitErrorLabels & {
  intro: string;
  close: string;
  stepOne: string;
  stepTwo: string;
  detailsTitle: string;
  amountTitle: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  optional: string;
  investment: string;
  investmentHint: string;
  next: string;
  back: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanksText: string;
  ok: string;
  honeypot: string;
  errors: FieldErrorLabels;
};

export type ContactLabels = SubmitErrorLabels & {
  name: string;
  email: string;
  company: string;
  optional: string;
  subject: string;
  subjects: Record<'general' | 'support' | 'business' | 'press', string>;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sending: string;
  success: string;
  honeypot: string;
  errors: FieldErrorLabels;
};

export type NewsletterLabels = SubmitErrorLabels & {
  emailLabel: string;
  placeholder: string;
  subscribe: string;
  subscribing: string;
  success: string;
  honeypot: string;
  errors: FieldErrorLabels;
};
