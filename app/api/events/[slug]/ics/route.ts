import { siteUrl } from '@/lib/config/site-url';
import { eventCalendar } from '@/lib/events/ics';
import { readEventBySlug } from '@/lib/events/reads';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';

type Context = { params: Promise<{ slug: string }> };

/** `GET /api/events/<slug>/ics?lang=ar`: the event as a calendar file, in the language asked (English by default). */
export const GET = safeHandler('GET /api/events/ics', async (request: Request, context?: Context) => {
  const { slug } = await context!.params;
  const event = (await readEventBySlug(slug))?.event;
  if (!event) return jsonError(404, 'No such event');
  const language = new URL(request.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en';
  return new Response(eventCalendar(event, language, siteUrl()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
      'Cache-Control': 'no-store',
    },
  });
});
