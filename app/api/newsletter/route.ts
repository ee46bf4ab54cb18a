import { handleFormSubmission } from '@/lib/forms/submit';
import { safeHandler } from '@/lib/http/safe-handler';
import { saveNewsletterSubscriber } from '@/lib/forms/store';
import { newsletterSchema } from '@/lib/validations/newsletter';

/** Every Subscribe box (footer, events, blog): the address is stored once. */
export const POST = safeHandler('POST /api/newsletter', (request: Request) =>
  handleFormSubmission({
    request,
    form: 'newsletter',
    schema: newsletterSchema,
    limit: 20,
    windowMs: 15 * 60_000,
    store: saveNewsletterSubscriber,
  }),
);
