import { emailProblem } from '@/lib/forms/email';
import { fieldErrors } from '@/lib/forms/field-errors';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';

// The Subscribe box checks addresses with emailProblem (no zod in the browser); the server uses
// the schema. They must agree, or a visitor would see one verdict and the server give another.
const samples = [
  'sara@example.ma',
  '  Sara.Idrissi+news@Example.MA  ',
  "o'brien@mail.example.co.uk",
  '',
  '   ',
  'not-valid@localhost',
  'sara@localhost',
  'sara@@example.ma',
  'sara@example',
  'sara.@example.ma',
  '.sara@example.ma',
  'sara@-example.ma',
  'سارة@example.ma',
  'sara@example.m',
  `${'a'.repeat(250)}@example.ma`,
  `${'a'.repeat(240)}@example.ma`,
];

describe('the browser email rule', () => {
  const named = samples.map((email) => [
    email.length > 40 ? `${email.length} characters` : JSON.stringify(email),
    email,
  ]);
  it.each(named)('gives the schema’s verdict for %s', (_name, email) => {
    const input = { email, source: 'footer' };
    const result = newsletterSchema.safeParse(input);
    const expected = result.success ? null : (fieldErrors(result.error, input).email ?? null);
    expect(emailProblem(email)).toBe(expected);
  });
});
