import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { handleFormSubmission } from '@/lib/submissions/submit';
import { safeHandler } from '@/lib/http/safe-handler';

/** The investor modal's form on /investment: stored, then mailed to the team. */
export const POST = safeHandler('POST /api/email/send', (request: Request) =>
  handleFormSubmission({ request, form: 'investor', limit: FORM_LIMITS.investor, windowMs: FORM_WINDOW_MS }),
);
