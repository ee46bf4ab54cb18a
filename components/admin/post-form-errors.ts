import type { PostFieldProblem } from '@/lib/posts/schema';
import { fill } from './fill';
import type { AdminText } from './labels';

// Field errors of the post form in the admin page's language: the browser's own check
// (postFieldProblems) and the server's answer to a save say the same thing in the same words.

function known(text: AdminText): Record<string, string> {
  return { slug: text.slugInvalid, publishAt: text.dateInvalid, imageAlt: text.imageAltRequired };
}

/** The browser's check of the form, worded. */
export function wordProblems(problems: Record<string, PostFieldProblem>, text: AdminText): Record<string, string> {
  const words = known(text);
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      typeof problem === 'object' ? fill(text.tooLong, { max: problem.tooLong }) : (words[field] ?? text.fieldRequired),
    ]),
  );
}

/** The server's field errors in the page's language where one is known; its own words otherwise. */
export function localizeErrors(errors: Record<string, string>, text: AdminText): Record<string, string> {
  const { imageAlt, publishAt } = known(text);
  const words: Record<string, string> = { imageAlt, publishAt };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, words[field] ?? message]));
}
