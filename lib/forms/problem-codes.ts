import type * as z from 'zod';

// The admin's content forms (events, pages, figures) name each bad field's problem with a code;
// the admin words it in its own language (components/admin/content/problem-words.ts).
export const PROBLEM_CODES = ['required', 'tooLong', 'invalid', 'timeZone', 'endBeforeStart', 'taken'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

const isCode = (message: string): message is ProblemCode => (PROBLEM_CODES as readonly string[]).includes(message);

/** zod issues as field path ("text.ar.title") → its first problem's code. */
export function issueProblems(issues: readonly z.core.$ZodIssue[]): Record<string, ProblemCode> {
  const problems: Record<string, ProblemCode> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || '_';
    problems[field] ??= isCode(issue.message) ? issue.message : 'invalid';
  }
  return problems;
}
