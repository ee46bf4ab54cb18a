import type * as z from 'zod';

// Each bad field of the admin's content forms gets a code, worded by components/admin/content/problem-words.ts.
export const PROBLEM_CODES = ['required', 'tooLong', 'invalid', 'timeZone', 'endBeforeStart', 'taken'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

const isCode = (message: string): message is ProblemCode => (PROBLEM_CODES as readonly string[]).includes(message);

/** Field path ("text.ar.title") → its first problem's code. */
export function issueProblems(issues: readonly z.core.$ZodIssue[]): Record<string, ProblemCode> {
  const problems: Record<string, ProblemCode> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || '_';
    problems[field] ??= isCode(issue.message) ? issue.message : 'invalid';
  }
  return problems;
}
