import { handleFormSubmission } from '@/lib/forms/submit';
import { safeHandler } from '@/lib/http/safe-handler';
import { saveContactMessage } from '@/lib/forms/store';
import { contactSchema } from '@/lib/validations/contact';

/** The contact page's form: stored, then mailed to the team. */
export const POST = safeHandler('POST /api/contact', (request: Request) =>
  handleFormSubmission({
    request,
    form: 'contact',
    schema: contactSchema,
    limit: 10,
    windowMs: 15 * 60_000,
    store: saveContactMessage,
  }),
);
