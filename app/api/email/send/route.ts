import { handleFormSubmission } from '@/lib/submissions/submit';
import { safeHandler } from '@/lib/http/safe-handler';

/** The investor modal's form on /investment: stored, then mailed to the team. */
export const POST = safeHandler('POST /api/email/send', (request: Request) =>
  handleFormSubmission({ request, form: 'investor', limit: 10, windowMs: 15 * 60_000 }),
);
