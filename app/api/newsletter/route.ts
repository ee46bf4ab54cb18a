import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { handleFormSubmission } from '@/lib/submissions/submit';
import { safeHandler } from '@/lib/http/safe-handler';

/** Every Subscribe box (footer, events, blog): the address is stored once. */
export const POST = safeHandler('POST /api/newsletter', (request: Request) =>
  handleFormSubmission({ request, form: 'newsletter', limit: FORM_LIMITS.newsletter, windowMs: FORM_WINDOW_MS }),
);
