import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { issueProblems, type ProblemCode } from '@/lib/forms/problem-codes';
import { FIGURE_IDS } from './defaults';

// One schema for the admin's Figures form and its route: every figure in both languages.
const FIGURE_MAX = 40;
const text = z.string({ error: 'required' }).trim().min(1, 'required').max(FIGURE_MAX, 'tooLong');
const value = z.strictObject({ en: text, ar: text }, { error: 'required' });

export const figuresSchema = z.strictObject({
  values: z.strictObject(Object.fromEntries(FIGURE_IDS.map((id) => [id, value])) as Record<string, typeof value>),
});

export type FiguresInput = z.input<typeof figuresSchema>;
export type FiguresFields = z.output<typeof figuresSchema>;

/** Each bad figure's first problem ("values.home.accuracy.ar" → "required"). */
export function figuresProblems(input: unknown): Record<string, ProblemCode> {
  const parsed = figuresSchema.safeParse(input);
  return parsed.success ? {} : issueProblems(parsed.error.issues);
}
