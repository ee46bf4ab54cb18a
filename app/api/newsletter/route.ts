import { handleFormSubmission } from '@/lib/submissions/submit';
import { safeHandler } from '@/lib/http/safe-handler';

/** Every Subscribe box (footer, events, blog): the address is stored once. */
export const POST = safeHandler('POST /api/newsletter', (request: Request) =>
  handleFormSubmission({ request, form: 'newsletter', limit: 20, windowMs: 15 * 60_000 }),
);
