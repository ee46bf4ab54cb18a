import type { EventInput } from '@/lib/events/schema';
import type { PublicEvent } from '@/lib/events/types';
import type { PageInput } from '@/lib/pages/schema';
import type { StoredPage } from '@/lib/pages/reads';
import { call } from '../admin-api';

/** Figure id → its text in each language. */
export type FigureValues = Record<string, { en: string; ar: string }>;

const send = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The Events and Pages tabs' calls (owners and editors: lib/auth/access.ts). */
export const contentApi = {
  events: async (token: string) =>
    ((await (await call('/api/admin/events', token)).json()) as { events: PublicEvent[] }).events,
  saveEvent: async (token: string, id: string | null, input: EventInput) =>
    (
      (await (
        await call(id ? `/api/admin/events/${id}` : '/api/admin/events', token, send(id ? 'PUT' : 'POST', input))
      ).json()) as { event: PublicEvent }
    ).event,
  deleteEvent: (token: string, id: string) => call(`/api/admin/events/${id}`, token, { method: 'DELETE' }),
  uploadImage: async (token: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    const response = await call('/api/admin/events/image', token, { method: 'POST', body: form });
    return ((await response.json()) as { image: string }).image;
  },
  pages: async (token: string) =>
    ((await (await call('/api/admin/pages', token)).json()) as { pages: StoredPage[] }).pages,
  savePage: async (token: string, slug: string, input: PageInput) =>
    ((await (await call(`/api/admin/pages/${slug}`, token, send('PUT', input))).json()) as { page: StoredPage }).page,
  figures: async (token: string) =>
    (await (await call('/api/admin/figures', token)).json()) as { values: FigureValues; defaults: FigureValues },
  saveFigures: async (token: string, input: { values: FigureValues }) =>
    (await (await call('/api/admin/figures', token, send('PUT', input))).json()) as { values: FigureValues },
};
