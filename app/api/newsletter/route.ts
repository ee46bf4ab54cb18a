import { handleFormSubmission } from '@/lib/forms/submit';
import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';
import { newsletterSchema } from '@/lib/validations/newsletter';

/** Every Subscribe box (footer, events, blog): stored pending, confirmed only through the mailed link. */
export async function POST(request: Request) {
  return handleFormSubmission({
    request,
    form: 'newsletter',
    schema: newsletterSchema,
    limit: 20,
    windowMs: 15 * 60_000,
    store: subscribeToNewsletter,
  });
}
