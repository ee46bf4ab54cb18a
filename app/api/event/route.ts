import { countPageView } from '@/lib/analytics/count';
import { safeHandler } from '@/lib/http/safe-handler';

/** The built-in beacon's page views (components/site/analytics-script.tsx). */
export const POST = safeHandler('POST /api/event', countPageView);
