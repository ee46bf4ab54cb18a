import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { handleFormSubmission } from '@/lib/submissions/submit';
import { safeHandler } from '@/lib/http/safe-handler';

/** The contact page's form: stored, then mailed to the team. */
export const POST = safeHandler('POST /api/contact', (request: Request) =>
  handleFormSubmission({ request, form: 'contact', limit: FORM_LIMITS.contact, windowMs: FORM_WINDOW_MS }),
);
