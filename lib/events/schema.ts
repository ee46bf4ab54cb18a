import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { EVENT_MODES, EVENT_REGISTRATIONS, EVENT_TYPES } from '@/lib/constants/site-content';
import { issueProblems, type ProblemCode } from '@/lib/forms/problem-codes';
import { isTimeZone, zonedToInstant } from './zoned-time';

// One schema for the admin form and the API route; each problem is a code the admin words in its language.

export const EVENT_LIMITS = { title: 200, description: 2000, location: 200, url: 500, alt: 300 } as const;
// Every text at its longest in Arabic (two bytes a letter), and the JSON around it.
export const EVENT_BODY_BYTES = 32 * 1024;

const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const required = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').default('');

// A language left out entirely is "required" too, not a type error.
const words = z.strictObject(
  {
    title: required(EVENT_LIMITS.title),
    description: required(EVENT_LIMITS.description),
    location: required(EVENT_LIMITS.location),
  },
  { error: 'required' },
);

export const eventFieldsSchema = z
  .strictObject({
    slug: z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'tooLong').regex(EVENT_SLUG, 'invalid'),
    type: z.enum(EVENT_TYPES, { error: 'invalid' }),
    mode: z.enum(EVENT_MODES, { error: 'invalid' }),
    timeZone: z.string({ error: 'required' }).trim().refine(isTimeZone, 'timeZone'),
    /** Wall-clock times in `timeZone`, as a datetime-local input gives them. */
    start: z.string({ error: 'required' }).trim().min(1, 'required'),
    end: z.string({ error: 'required' }).trim().min(1, 'required'),
    registration: z.enum(EVENT_REGISTRATIONS, { error: 'invalid' }).default('none'),
    registrationUrl: optionalText(EVENT_LIMITS.url),
    attendees: z
      .number({ error: 'invalid' })
      .int('invalid')
      .min(0, 'invalid')
      .max(1_000_000, 'invalid')
      .nullable()
      .default(null),
    image: z.string().nullable().default(null),
    imageAlt: z
      .strictObject({ en: optionalText(EVENT_LIMITS.alt), ar: optionalText(EVENT_LIMITS.alt) })
      .default({ en: '', ar: '' }),
    text: z.strictObject({ en: words, ar: words }, { error: 'required' }),
    /** Another save since is a 409; API clients may leave it out. */
    baseRevision: z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').nullable().optional(),
  })
  .transform((fields, context) => {
    const zone = isTimeZone(fields.timeZone) ? fields.timeZone : 'UTC';
    const start = zonedToInstant(fields.start, zone);
    const end = zonedToInstant(fields.end, zone);
    if (!start) context.addIssue({ code: 'custom', path: ['start'], message: 'invalid' });
    if (!end) context.addIssue({ code: 'custom', path: ['end'], message: 'invalid' });
    if (start && end && end <= start) context.addIssue({ code: 'custom', path: ['end'], message: 'endBeforeStart' });
    if (fields.registration === 'link' && !/^https:\/\/\S+$/.test(fields.registrationUrl)) {
      context.addIssue({
        code: 'custom',
        path: ['registrationUrl'],
        message: fields.registrationUrl ? 'invalid' : 'required',
      });
    }
    if (fields.image) {
      for (const language of ['en', 'ar'] as const) {
        if (!fields.imageAlt[language])
          context.addIssue({ code: 'custom', path: ['imageAlt', language], message: 'required' });
      }
    }
    return { ...fields, start: start ?? new Date(NaN), end: end ?? new Date(NaN) };
  });

/** Start and end are instants. */
export type EventFields = z.output<typeof eventFieldsSchema>;
export type EventInput = z.input<typeof eventFieldsSchema>;

/** Keyed by path ("text.ar.title"); empty when valid. */
export function eventProblems(input: unknown): Record<string, ProblemCode> {
  const parsed = eventFieldsSchema.safeParse(input);
  return parsed.success ? {} : issueProblems(parsed.error.issues);
}
